// The page's own guest, date and time pickers (docs/product.md#bottle-service): usable after the
// guide, and the way to change a choice once bottles are chosen; the minimum follows at once.
import { useId, useMemo } from 'react';
import * as m from '~messages/bottles';
import form from '../../ui/form-field.module.css';
import { formatTimeOfDay } from '../../ui/date-format';
import { SelectOptions } from '../../ui/select-options';
import { BottleFlowContext } from './bottle-flow-context';
import { NightDateInput, useNightField } from './night-date';
import styles from './bottles.module.css';

export function TableChoices() {
  const actor = BottleFlowContext.useActorRef();
  const guestChoices = BottleFlowContext.useSelector((s) => s.context.guestChoices);
  const timeChoices = BottleFlowContext.useSelector((s) => s.context.timeChoices);
  const guests = BottleFlowContext.useSelector((s) => s.context.guests);
  const time = BottleFlowContext.useSelector((s) => s.context.time);
  const id = useId();
  return (
    <fieldset className={styles.choices}>
      <legend>{m.yourTable}</legend>
      <ChoiceSelect
        id={`${id}-guests`}
        label={m.guestsLabel}
        placeholder={m.guestsPlaceholder}
        choices={guestChoices}
        chosen={guests}
        onChoose={(value) => actor.send({ type: 'guest.selectGuests', guests: Number(value) })}
      />
      <DateChoice id={`${id}-date`} />
      <ChoiceSelect
        id={`${id}-time`}
        label={m.timeLabel}
        placeholder={m.arrivalTimePlaceholder}
        choices={timeChoices}
        chosen={time}
        onChoose={(value) => actor.send({ type: 'guest.selectTime', time: value })}
        optionLabel={(choice) => formatTimeOfDay(String(choice))}
      />
    </fieldset>
  );
}

interface ChoiceSelectProps {
  readonly id: string;
  readonly label: string;
  readonly placeholder: string;
  readonly choices: readonly (string | number)[];
  readonly chosen: string | number | null;
  readonly onChoose: (value: string) => void;
  readonly optionLabel?: (choice: string | number) => string;
}

function ChoiceSelect({ id, label, placeholder, choices, chosen, onChoose, optionLabel }: ChoiceSelectProps) {
  return (
    <div className={form.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className={form.input} value={chosen ?? ''} onChange={(e) => onChoose(e.target.value)}>
        <SelectOptions placeholder={placeholder} choices={choices} placeholderDisabled {...(optionLabel ? { label: optionLabel } : {})} />
      </select>
    </div>
  );
}

function DateChoice({ id }: { readonly id: string }) {
  const actor = BottleFlowContext.useActorRef();
  const today = BottleFlowContext.useSelector((s) => s.context.today);
  const closedDays = BottleFlowContext.useSelector((s) => s.context.closedDays);
  const nights = useMemo(() => ({ today, closedDays }), [today, closedDays]);
  const field = useNightField(BottleFlowContext.useSelector((s) => s.context.date));
  return (
    <div className={form.field}>
      <label htmlFor={id}>{m.dateLabel}</label>
      <NightDateInput
        id={id}
        nights={nights}
        field={field}
        refuseOnBlur
        onNight={(date) => actor.send({ type: 'guest.selectDate', date })}
      />
    </div>
  );
}
