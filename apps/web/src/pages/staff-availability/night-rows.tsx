// The nights of the availability form: a row each (date, from, to, a remove button), an add button while core allows
// another (62 at most). A `to` earlier than `from` is said to end the next morning (core's endsNextMorning).
import { useRef } from 'react';
import { addNight, canAddNight, editNight, endsNextMorning, removeNight, type NightRow } from '@venue/core/forms/staff-availability-form';
import { STAFF_AVAILABILITY_MAX_DAYS } from '@venue/core/forms/staff-availability.schema';
import buttons from '../../ui/button.module.css';
import form from '../../ui/form-field.module.css';
import { LabeledField } from '../../ui/form-bits';
import styles from './staff-availability.module.css';
import { nightLabels } from './staff-field-labels';
import * as m from '~messages/staff-availability';

interface NightRowsProps {
  readonly nights: readonly NightRow[];
  readonly listError: string | null;
  readonly errorOf: (field: string) => string | null;
  readonly onChange: (nights: readonly NightRow[]) => void;
}

export function NightRows({ nights, listError, errorOf, onChange }: NightRowsProps) {
  const list = useRef<HTMLOListElement>(null);
  const focusRowDate = (index: number) =>
    requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(`[name="nights[${index}].date"]`)?.focus());
  return (
    <fieldset className={styles.nights} aria-describedby={listError ? 'nights-error' : undefined}>
      <legend>{m.nights}</legend>
      <p className={styles.note}>{m.nightsNote(STAFF_AVAILABILITY_MAX_DAYS)}</p>
      {nights.length === 0 && <p>{m.noNights}</p>}
      <ol ref={list} className={styles.rows}>
        {nights.map((night, index) => {
          const labels = nightLabels(index);
          const field = (name: keyof NightRow, type: 'date' | 'time') => (
            <LabeledField label={labels[name]} error={errorOf(`nights[${index}].${name}`)}>
              {(control) => (
                <input
                  {...control}
                  name={`nights[${index}].${name}`}
                  type={type}
                  className={form.input}
                  value={night[name]}
                  onChange={(e) => onChange(editNight(nights, index, { [name]: e.target.value }))}
                />
              )}
            </LabeledField>
          );
          return (
            // Rows have no id of their own; the index is what the field names use too.
            <li key={index} className={styles.row}>
              {field('date', 'date')}
              {field('timeFrom', 'time')}
              {field('timeTo', 'time')}
              <div className={styles.rowEnd}>
                {endsNextMorning(night) && <p className={styles.note}>{m.endsNextMorning}</p>}
                <button
                  type="button"
                  className={buttons.ghost}
                  onClick={() => {
                    onChange(removeNight(nights, index));
                    focusRowDate(Math.max(0, index - 1));
                  }}
                >
                  {m.removeNight(index + 1)}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {listError && (
        <p id="nights-error" className={form.error}>
          {listError}
        </p>
      )}
      {canAddNight(nights) ? (
        <button
          type="button"
          className={buttons.ghost}
          onClick={() => {
            onChange(addNight(nights));
            focusRowDate(nights.length);
          }}
        >
          {m.addNight}
        </button>
      ) : (
        <p className={styles.note}>{m.mostNights}</p>
      )}
    </fieldset>
  );
}
