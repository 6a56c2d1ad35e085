// The page's own guest, date and time pickers (docs/product.md#bottle-service): usable after the
// guide, and the way to change a choice once bottles are chosen; the minimum follows at once.
import { useId, useState } from 'react';
import { isSelectableDate } from '@venue/core/booking/booking-choices';
import { isoDate, parseIsoDate } from '@venue/core/events/event-times';
import { BottleFlowContext } from './bottle-flow-context';
import { earlierDateText } from './bottle-guide';
import form from './bottle-form.module.css';
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
      <legend>Your table</legend>
      <div className={form.field}>
        <label htmlFor={`${id}-guests`}>No. Of Guests</label>
        <select id={`${id}-guests`} className={form.input} value={guests ?? ''} onChange={(e) => actor.send({ type: 'guest.selectGuests', guests: Number(e.target.value) })}>
          <option value="" disabled>
            Guests
          </option>
          {guestChoices.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <DateChoice id={`${id}-date`} />
      <div className={form.field}>
        <label htmlFor={`${id}-time`}>Time</label>
        <select id={`${id}-time`} className={form.input} value={time ?? ''} onChange={(e) => actor.send({ type: 'guest.selectTime', time: e.target.value })}>
          <option value="" disabled>
            Arrival time
          </option>
          {timeChoices.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

function DateChoice({ id }: { readonly id: string }) {
  const actor = BottleFlowContext.useActorRef();
  const today = BottleFlowContext.useSelector((s) => s.context.today);
  const chosen = BottleFlowContext.useSelector((s) => s.context.date);
  const chosenText = chosen ? isoDate(chosen) : '';
  const [text, setText] = useState(chosenText);
  const [shown, setShown] = useState(chosenText);
  const [refused, setRefused] = useState(false);
  // A date chosen elsewhere (the guide) replaces what the field shows.
  if (shown !== chosenText) {
    setShown(chosenText);
    setText(chosenText);
  }
  const selectable = (value: string) => {
    const date = parseIsoDate(value);
    return date !== null && isSelectableDate(date, today) ? date : null;
  };
  return (
    <div className={form.field}>
      <label htmlFor={id}>Date</label>
      <input
        id={id}
        type="date"
        className={form.input}
        min={isoDate(today)}
        value={text}
        aria-invalid={refused}
        aria-describedby={refused ? `${id}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setRefused(false);
          const date = selectable(event.target.value);
          if (date) actor.send({ type: 'guest.selectDate', date });
        }}
        // Judged when the guest leaves the field, not while the year is half typed.
        onBlur={() => setRefused(text !== '' && selectable(text) === null)}
      />
      {refused && (
        <p id={`${id}-error`} className={form.error}>
          {earlierDateText}
        </p>
      )}
    </div>
  );
}
