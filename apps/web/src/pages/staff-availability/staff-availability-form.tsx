// The availability form (docs/product.md#careers-contact-and-staff-availability): the staff member's name, the nights
// (a row each: date, from, to; rows added and removed by core's rules) and notes. Core's form-submission machine judges
// and sends it (one save for a double click); a failed save keeps everything typed; a saved one lists what was kept.
import { useMemo, useState } from 'react';
import { staffAvailabilityMachineWith } from '@venue/core/forms/forms-wiring';
import {
  emptyStaffAvailability,
  staffAvailabilityFormOf,
  STAFF_NAME_MAX_LENGTH,
  STAFF_NOTES_MAX_LENGTH,
  type StaffAvailabilityFormValues,
} from '@venue/core/forms/staff-availability-form';
import { STAFF_AVAILABILITY_MAX_DAYS, type StaffAvailability } from '@venue/core/forms/staff-availability.schema';
import { forms } from '../../app/services';
import buttons from '../../ui/button.module.css';
import checkout from '../../ui/checkout.module.css';
import { fieldErrorText } from '../../ui/field-error-text';
import form from '../../ui/form-field.module.css';
import { LabeledField } from '../../ui/form-bits';
import { SubmissionCard } from '../../ui/submission-card';
import { useFormSubmission } from '../../ui/use-form-submission';
import { NightRows } from './night-rows';
import { staffFieldLabel } from './staff-field-labels';
import styles from './staff-availability.module.css';
import * as m from '~messages/staff-availability';

interface StaffAvailabilityFormProps {
  readonly linkId: string;
  /** What was sent through the link before, or null. */
  readonly saved: StaffAvailability | null;
}

export function StaffAvailabilityForm({ linkId, saved }: StaffAvailabilityFormProps) {
  const logic = useMemo(() => staffAvailabilityMachineWith({ forms, linkId }), [linkId]);
  const submission = useFormSubmission(logic, staffFieldLabel);
  const [values, setValues] = useState<StaffAvailabilityFormValues>(() =>
    saved ? staffAvailabilityFormOf(saved) : emptyStaffAvailability,
  );
  const update = (next: Partial<StaffAvailabilityFormValues>) => setValues((current) => ({ ...current, ...next }));
  const stored = submission.answer as StaffAvailability | null;

  const errorOf = (field: string): string | null => {
    const reason = submission.reasonOf(field);
    if (reason === null) return null;
    if (reason !== 'out-of-range') return fieldErrorText[reason];
    if (field === 'staffName') return m.keepUnder(STAFF_NAME_MAX_LENGTH);
    if (field === 'notes') return m.keepUnder(STAFF_NOTES_MAX_LENGTH);
    if (field === 'nights') return m.atMostNights(STAFF_AVAILABILITY_MAX_DAYS);
    return field.endsWith('.date') ? m.realDate : m.endOtherThanStart;
  };

  if (submission.sent && stored !== null) {
    return (
      <section className={`${checkout.card} ${styles.card}`} aria-labelledby="availability-saved">
        <h2 id="availability-saved" ref={submission.doneRef} tabIndex={-1}>
          {m.savedTitle}
        </h2>
        <p>{m.savedThanks(stored.staffName, stored.availability.length)}</p>
        <ul className={styles.savedList}>
          {stored.availability.map((night) => (
            <li key={night.date}>{m.savedNight(night.date, night.timeFrom, night.timeTo)}</li>
          ))}
        </ul>
        <button type="button" className={buttons.ghost} onClick={submission.startOver}>
          {m.changeMine}
        </button>
      </section>
    );
  }

  return (
    <SubmissionCard
      submission={submission}
      values={values}
      titleId="availability-form-title"
      title={saved ? m.changeTitle : m.yourNights}
      className={`${checkout.card} ${styles.card}`}
      formClassName={styles.form}
      note={saved && <p className={styles.note}>{m.lastSentNote}</p>}
      failureText={m.failure}
      busyText={m.saving}
      submitText={m.save}
    >
      <LabeledField label={m.staffName} error={errorOf('staffName')}>
        {(control) => (
          <input
            {...control}
            name="staffName"
            autoComplete="name"
            className={form.input}
            maxLength={STAFF_NAME_MAX_LENGTH}
            value={values.staffName}
            onChange={(e) => update({ staffName: e.target.value })}
          />
        )}
      </LabeledField>
      <NightRows nights={values.nights} listError={errorOf('nights')} errorOf={errorOf} onChange={(nights) => update({ nights })} />
      <LabeledField label={m.notes} error={errorOf('notes')} optional>
        {(control) => (
          <textarea
            {...control}
            name="notes"
            rows={4}
            className={form.input}
            maxLength={STAFF_NOTES_MAX_LENGTH}
            value={values.notes}
            onChange={(e) => update({ notes: e.target.value })}
          />
        )}
      </LabeledField>
    </SubmissionCard>
  );
}
