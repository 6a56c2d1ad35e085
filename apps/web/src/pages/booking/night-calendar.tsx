// The month calendar of the booking page (docs/product.md#blocked-periods): days before the venue's today and
// nights wholly inside blocked periods are greyed out and cannot be picked; core says which is which. One day
// is in the tab order; the arrow keys move between the days that can be picked (core's nextOpenDay).
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { dayState, isShownMonth, monthWeeks, nextOpenDay, shiftMonth, type CalendarMonth } from '@venue/core/booking/booking-calendar';
import type { BlockedPeriod } from '@venue/core/booking/blocked-periods';
import { compareDates, type CalendarDate } from '@venue/core/dates/calendar-date';
import { formatDate } from '@venue/core/dates/date-text';
import styles from './booking.module.css';
import { CalendarWeeks } from '../../ui/calendar-weeks';
import { WeekdayHead } from '../../ui/weekday-head';
import * as m from '~messages/booking';
import { longDate as dayLabel, monthTitle as monthLabel, WEEK_START } from '../../ui/date-format';
import { BACKWARD_KEY, FORWARD_KEY } from '../../ui/page-direction';

interface NightCalendarProps {
  readonly id: string;
  readonly today: CalendarDate;
  readonly periods: readonly BlockedPeriod[];
  readonly chosen: CalendarDate | null;
  readonly onChoose: (date: CalendarDate) => void;
  /** The form's name for the field, on the day a refused submit focuses. */
  readonly name: string;
  readonly error: string | null;
}

const same = (a: CalendarDate | null, b: CalendarDate) => a !== null && compareDates(a, b) === 0;
// Right to left, the left arrow goes on to the next day (page-direction.ts).
const steps: Readonly<Record<string, number>> = { [BACKWARD_KEY]: -1, [FORWARD_KEY]: 1, ArrowUp: -7, ArrowDown: 7 };

export function NightCalendar({ id, today, periods, chosen, onChoose, name, error }: NightCalendarProps) {
  const [month, setMonth] = useState<CalendarMonth>(() => chosen ?? today);
  // The day the arrow keys moved to, focused once it is on screen.
  const [active, setActive] = useState<CalendarDate | null>(null);
  const box = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (active !== null) box.current?.querySelector<HTMLButtonElement>(`button[data-day="${formatDate(active)}"]`)?.focus();
  }, [active]);
  const weeks = monthWeeks(month, WEEK_START);
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const open = weeks.flat().filter((day): day is CalendarDate => day !== null && dayState(day, today, periods) === 'open');
  // The day in the tab order, which a refused submit focuses: the one the arrow keys reached, else the chosen
  // one when shown, else the month's first day that can be picked.
  const focusDay = open.find((day) => same(active, day)) ?? open.find((day) => same(chosen, day)) ?? open[0] ?? null;
  const move = (event: KeyboardEvent, from: CalendarDate) => {
    const step = steps[event.key];
    const target = step === undefined ? null : nextOpenDay(from, step, today, periods);
    if (target === null) return;
    event.preventDefault();
    setMonth({ year: target.year, month: target.month });
    setActive(target);
  };

  return (
    <fieldset ref={box} className={styles.calendar} aria-describedby={error ? `${id}-error` : `${id}-chosen`}>
      <legend>{m.dateLegend}</legend>
      <div className={styles.monthBar}>
        <button
          type="button"
          className={styles.monthButton}
          aria-label={m.previousMonth}
          disabled={!isShownMonth(previous, today)}
          onClick={() => setMonth(previous)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h2 id={`${id}-month`} className={styles.monthName} aria-live="polite">
          {monthLabel(month)}
        </h2>
        <button
          type="button"
          className={styles.monthButton}
          aria-label={m.nextMonth}
          disabled={!isShownMonth(next, today)}
          onClick={() => setMonth(next)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table className={styles.days} aria-labelledby={`${id}-month`}>
        <WeekdayHead letters={2} fullName="abbr-element" sharedStyle={false} />
        <CalendarWeeks
          weeks={weeks}
          day={(day) => {
            const state = dayState(day, today, periods);
            const chosenDay = same(chosen, day);
            return (
              <button
                type="button"
                className={`${styles.day} ${chosenDay ? styles.chosen : ''}`}
                name={focusDay !== null && same(focusDay, day) ? name : undefined}
                tabIndex={focusDay !== null && same(focusDay, day) ? 0 : -1}
                data-day={formatDate(day)}
                onKeyDown={(event) => move(event, day)}
                aria-pressed={chosenDay}
                aria-label={state === 'blocked' ? m.dayClosed(dayLabel(day)) : dayLabel(day)}
                disabled={state !== 'open'}
                onClick={() => onChoose(day)}
              >
                {day.day}
              </button>
            );
          }}
        />
      </table>
      <p id={`${id}-chosen`} className={styles.chosenText}>
        {chosen ? m.yourDate(dayLabel(chosen)) : m.calendarHint}
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
