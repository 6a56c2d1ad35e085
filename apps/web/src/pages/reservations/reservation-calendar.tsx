// The reservation's date picker (docs/product.md#blocked-periods): a month at a time, days before the
// venue's today and whole blocked days (core's isDayBlocked) greyed out and not choosable, the chosen
// date written MM/DD/YYYY. Plain buttons in a table: each day is one Tab stop with its full name read out.
import { useId, useState } from 'react';
import { formatDate, isSelectableDate, type CalendarDate } from '@venue/core/booking/booking-choices';
import { addMonths, monthGrid, weekdayNames, type YearMonth } from '@venue/core/events/calendar-grid';
import { longDate, monthName } from '../../ui/format';
import styles from './reservations.module.css';
import { CalendarWeeks } from '../../ui/calendar-weeks';
import { WeekdayHead } from '../../ui/weekday-head';

interface ReservationCalendarProps {
  readonly today: CalendarDate;
  readonly chosen: CalendarDate | null;
  readonly isBlocked: (day: CalendarDate) => boolean;
  readonly onChoose: (day: CalendarDate) => void;
  /** Where the missing-date warning or another message about the date is, read with the calendar. */
  readonly describedBy?: string | undefined;
}

const sameDay = (a: CalendarDate | null, b: CalendarDate) => a !== null && a.year === b.year && a.month === b.month && a.day === b.day;
const monthIndex = ({ year, month }: YearMonth) => year * 12 + month;

export function ReservationCalendar({ today, chosen, isBlocked, onChoose, describedBy }: ReservationCalendarProps) {
  const [shown, setShown] = useState<YearMonth>(() => chosen ?? today);
  const titleId = useId();
  const canGoBack = monthIndex(shown) > monthIndex(today);
  return (
    <fieldset className={styles.calendar} aria-describedby={describedBy}>
      <legend>Date</legend>
      <p className={styles.chosenDate} aria-live="polite">
        {chosen ? (
          <>
            Chosen date: <strong>{formatDate(chosen)}</strong>
          </>
        ) : (
          'No date chosen yet (MM/DD/YYYY)'
        )}
      </p>
      <div className={styles.monthBar}>
        <button
          type="button"
          className={styles.monthButton}
          onClick={() => setShown((m) => addMonths(m, -1))}
          disabled={!canGoBack}
          aria-label="Previous month"
        >
          ‹
        </button>
        <h2 id={titleId} aria-live="polite">
          {monthName(shown.month)} {shown.year}
        </h2>
        <button type="button" className={styles.monthButton} onClick={() => setShown((m) => addMonths(m, 1))} aria-label="Next month">
          ›
        </button>
      </div>
      <table className={styles.grid} aria-labelledby={titleId}>
        <WeekdayHead names={weekdayNames()} letters={2} fullName="abbr-attribute" />
        <CalendarWeeks
          weeks={monthGrid(shown)}
          day={(day) => {
            const past = !isSelectableDate(day, today);
            const blocked = !past && isBlocked(day);
            const selected = sameDay(chosen, day);
            return (
              <button
                type="button"
                className={styles.day}
                aria-pressed={selected}
                aria-label={`${longDate(day)}${blocked ? ', closed to reservations' : past ? ', past' : ''}`}
                aria-current={sameDay(today, day) ? 'date' : undefined}
                disabled={past || blocked}
                data-blocked={blocked || undefined}
                onClick={() => onChoose(day)}
              >
                {day.day}
              </button>
            );
          }}
        />
      </table>
    </fieldset>
  );
}
