// The reservation's date picker (docs/product.md#blocked-periods): a month at a time, days before the
// venue's today and whole blocked days (core's isDayBlocked) greyed out and not choosable, the chosen
// date written as the page's language writes a day in digits (MM/DD/YYYY in English). Plain buttons in a table: each day is one Tab stop with its full name read out.
import { useId, useState } from 'react';
import { isSelectableDate } from '@venue/core/booking/booking-choices';
import { type CalendarDate } from '@venue/core/dates/calendar-date';
import { addMonths, monthGrid, type YearMonth } from '@venue/core/events/calendar-grid';
import { formatNumericDate, longDate, monthTitle } from '../../ui/format';
import { WEEK_START } from '../../ui/date-format';
import styles from './reservations.module.css';
import { CalendarWeeks } from '../../ui/calendar-weeks';
import { WeekdayHead } from '../../ui/weekday-head';
import * as m from '~messages/reservations';
import * as dates from '~messages/dates';

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
      <legend>{m.dateLegend}</legend>
      <p className={styles.chosenDate} aria-live="polite">
        {chosen
          ? m.chosenDate(formatNumericDate(chosen), (date) => <strong key="date">{date}</strong>)
          : m.noDateYet(dates.numericDateHint)}
      </p>
      <div className={styles.monthBar}>
        <button
          type="button"
          className={styles.monthButton}
          onClick={() => setShown((m) => addMonths(m, -1))}
          disabled={!canGoBack}
          aria-label={m.previousMonth}
        >
          ‹
        </button>
        <h2 id={titleId} aria-live="polite">
          {monthTitle(shown)}
        </h2>
        <button type="button" className={styles.monthButton} onClick={() => setShown((m) => addMonths(m, 1))} aria-label={m.nextMonth}>
          ›
        </button>
      </div>
      <table className={styles.grid} aria-labelledby={titleId}>
        <WeekdayHead letters={2} fullName="abbr-attribute" />
        <CalendarWeeks
          weeks={monthGrid(shown, WEEK_START)}
          day={(day) => {
            const past = !isSelectableDate(day, today);
            const blocked = !past && isBlocked(day);
            const selected = sameDay(chosen, day);
            return (
              <button
                type="button"
                className={styles.day}
                aria-pressed={selected}
                aria-label={blocked ? m.dayClosed(longDate(day)) : past ? m.dayPast(longDate(day)) : longDate(day)}
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
