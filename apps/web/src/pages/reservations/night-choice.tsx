// The night of a reservation, new or changed (docs/product.md#reservations-and-venue-booking): the calendar,
// the arrival time and the party size, bound to core's booking choice; the missing-choice warning names what
// core says is missing; a blocked date and time opens the block's notes (sanitised venue HTML) and the guest picks again.
import { useId, useMemo, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { isClosedNight, type bookingChoiceMachine } from '@venue/core/booking/booking-choice.machine';
import { ErrorPanel } from '../../ui/error-panel';
import form from '../../ui/form-field.module.css';
import { PageSkeleton } from '../../ui/page-skeleton';
import { formatTimeOfDay } from '../../ui/date-format';
import { SelectOptions } from '../../ui/select-options';
import { SubmitButton } from '../../ui/submit-button';
import layout from '../../ui/form-layout.module.css';
import { BlockNotesDialog } from './block-notes-dialog';
import { ReservationCalendar } from './reservation-calendar';
import { missingChoiceWarning } from './reservation-words';
import styles from './reservations.module.css';
import * as m from '~messages/reservations';

export type BookingChoiceRef = ActorRefFrom<typeof bookingChoiceMachine>;

interface NightChoiceProps {
  readonly choice: BookingChoiceRef;
  readonly submitLabel: string;
  /** The outer step is busy (checking the night, saving): the button spins. */
  readonly busy: boolean;
  readonly busyText: string;
  /** Fields of the outer form shown under the night (the update page's special request). */
  readonly children?: ReactNode;
}

export function NightChoice({ choice, submitLabel, busy, busyText, children }: NightChoiceProps) {
  const loading = useSelector(choice, (s) => s.hasTag('busy'));
  const unavailable = useSelector(choice, (s) => s.matches('blocksUnavailable'));
  const today = useSelector(choice, (s) => s.context.today);
  const date = useSelector(choice, (s) => s.context.date);
  const time = useSelector(choice, (s) => s.context.time);
  const guests = useSelector(choice, (s) => s.context.guests);
  const timeChoices = useSelector(choice, (s) => s.context.timeChoices);
  const guestChoices = useSelector(choice, (s) => s.context.guestChoices);
  const periods = useSelector(choice, (s) => s.context.periods);
  const closedDays = useSelector(choice, (s) => s.context.closedDays);
  const missing = useSelector(choice, (s) => s.context.missing);
  const block = useSelector(choice, (s) => (s.matches('blocked') ? s.context.block : null));
  const warning = missingChoiceWarning(missing);
  const id = useId();
  // Closed weekdays and wholly blocked nights are greyed out (docs/product.md#closed-days, #blocked-periods).
  const blockedDay = useMemo(
    () => (day: Parameters<typeof isClosedNight>[1]) => isClosedNight({ periods, closedDays }, day),
    [periods, closedDays],
  );

  if (unavailable)
    return (
      <ErrorPanel
        level={2}
        title={m.couldNotLoadTitle}
        message={m.couldNotLoadMessage}
        onRetry={() => choice.send({ type: 'guest.retry' })}
      />
    );
  if (loading) return <PageSkeleton />;
  return (
    <form
      className={styles.night}
      noValidate
      aria-label={m.yourTable}
      onSubmit={(event) => {
        event.preventDefault();
        // While the outer step works on the last choice, a press sends nothing more.
        if (busy) return;
        choice.send({ type: 'guest.submit' });
        // The first missing choice takes the focus, with the warning read out (docs/product.md#form-rules).
        const [first] = choice.getSnapshot().context.missing;
        const target =
          first === 'date'
            ? event.currentTarget.querySelector<HTMLElement>('table button:not([disabled])')
            : first
              ? event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)
              : null;
        target?.focus();
      }}
    >
      <ReservationCalendar
        today={today}
        chosen={date}
        isBlocked={blockedDay}
        onChoose={(day) => choice.send({ type: 'guest.selectDate', date: day })}
        describedBy={missing.includes('date') ? `${id}-warning` : undefined}
      />
      <div className={styles.selects}>
        <div className={form.field}>
          <label htmlFor={`${id}-time`}>{m.arrivalTime}</label>
          <select
            id={`${id}-time`}
            name="time"
            className={form.input}
            value={time ?? ''}
            aria-invalid={missing.includes('time')}
            aria-describedby={missing.includes('time') ? `${id}-warning` : undefined}
            onChange={(e) => choice.send({ type: 'guest.selectTime', time: e.target.value })}
          >
            <SelectOptions placeholder={m.arrivalTime} choices={timeChoices} placeholderDisabled label={formatTimeOfDay} />
          </select>
        </div>
        <div className={form.field}>
          <label htmlFor={`${id}-guests`}>{m.noOfGuests}</label>
          <select
            id={`${id}-guests`}
            name="guests"
            className={form.input}
            value={guests ?? ''}
            aria-invalid={missing.includes('guests')}
            aria-describedby={missing.includes('guests') ? `${id}-warning` : undefined}
            onChange={(e) => choice.send({ type: 'guest.selectGuests', count: Number(e.target.value) })}
          >
            <SelectOptions placeholder={m.guestsPlaceholder} choices={guestChoices} placeholderDisabled />
          </select>
        </div>
      </div>
      {children}
      <div role="alert" id={`${id}-warning`} className={warning ? styles.warning : undefined}>
        {warning}
      </div>
      <div className={layout.actions}>
        <SubmitButton busy={busy} busyText={busyText}>
          {submitLabel}
        </SubmitButton>
      </div>
      <BlockNotesDialog
        open={block !== null}
        title={m.blockedTitle}
        notes={block?.notes ?? ''}
        hint={m.blockedHint}
        onClose={() => choice.send({ type: 'guest.dismissBlock' })}
      />
    </form>
  );
}
