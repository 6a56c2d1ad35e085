// The events calendar: a month grid (WAI-ARIA grid, arrow keys, Home/End, PageUp/PageDown), days with
// events marked, the chosen day's events listed beside it. An island on the calendar page: the month
// and the day shown at first are the venue's today, as the server drew them.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { CalendarDate } from '@venue/core/dates/calendar-date';
import { addMonths, isCalendarKey, monthGrid, moveFocus, sameMonth, type YearMonth } from '@venue/core/events/calendar-grid';
import { isoDate } from '@venue/core/events/event-times';
import type { Event } from '@venue/core/content/event.schema';
import { EmptyState } from '../../ui/empty-state';
import { longDate, monthTitle } from '../../ui/format';
import { WEEK_START } from '../../ui/date-format';
import { PAGE_DIRECTION } from '../../ui/page-direction';
import { EventCard } from './event-card';
import styles from './events-calendar-page.module.css';
import * as calendar from '~messages/events-calendar';

/**
 * A day's event card (events-calendar-page.module.css `.grid2`, cards of at least 220px): under the calendar one
 * to three columns, beside it from 900px one or two in half the page, 276px at most.
 */
const DAY_EVENT_SIZES =
  '(min-width: 1200px) 276px, (min-width: 976px) 25vw, (min-width: 900px) calc(50vw - 32px), (min-width: 724px) 33vw, (min-width: 488px) 50vw, calc(100vw - 32px)';
import { CalendarWeeks } from '../../ui/calendar-weeks';
import { WeekdayHead } from '../../ui/weekday-head';

const sameDay = (a: CalendarDate, b: CalendarDate): boolean => a.year === b.year && a.month === b.month && a.day === b.day;

export interface EventsCalendarProps {
  readonly events: readonly Event[];
  readonly currency: string;
  /** The venue's day. */
  readonly today: CalendarDate;
}

export function EventsCalendar({ events, currency, today }: EventsCalendarProps) {
  const [month, setMonth] = useState<YearMonth>({ year: today.year, month: today.month });
  const [focused, setFocused] = useState<CalendarDate>(today);
  const [selected, setSelected] = useState<CalendarDate>(today);
  const moveByKeyboard = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);

  const byDay = useMemo(() => {
    const map = new Map<string, Event[]>();
    for (const event of events) map.set(event.date, [...(map.get(event.date) ?? []), event]);
    return map;
  }, [events]);

  useEffect(() => {
    if (!moveByKeyboard.current) return;
    moveByKeyboard.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${isoDate(focused)}"]`)?.focus();
  }, [focused, month]);

  const focusDay = (d: CalendarDate) => {
    setFocused(d);
    if (!sameMonth(d, month)) setMonth({ year: d.year, month: d.month });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (!isCalendarKey(event.key)) return;
    event.preventDefault();
    moveByKeyboard.current = true;
    focusDay(moveFocus(focused, event.key, WEEK_START, PAGE_DIRECTION));
  };

  const changeMonth = (step: number) => {
    const next = addMonths(month, step);
    setMonth(next);
    setFocused({ ...next, day: 1 });
  };

  const weeks = monthGrid(month, WEEK_START);
  const title = monthTitle(month);
  const dayEvents = byDay.get(isoDate(selected)) ?? [];
  const focusedInMonth = sameMonth(focused, month) ? focused : { ...month, day: 1 };

  return (
    <div className={styles.layout}>
      <section className={styles.calendar} aria-labelledby="calendar-month">
        <div className={styles.monthBar}>
          <button type="button" className={styles.monthButton} onClick={() => changeMonth(-1)} aria-label={calendar.previousMonth}>
            ‹
          </button>
          <h2 id="calendar-month" aria-live="polite">
            {title}
          </h2>
          <button type="button" className={styles.monthButton} onClick={() => changeMonth(1)} aria-label={calendar.nextMonth}>
            ›
          </button>
        </div>
        <table ref={gridRef} role="grid" className={styles.grid} aria-labelledby="calendar-month" onKeyDown={onKeyDown}>
          <WeekdayHead letters={3} fullName="abbr-attribute" />
          <CalendarWeeks
            weeks={weeks}
            day={(day) => {
              const iso = isoDate(day);
              const count = byDay.get(iso)?.length ?? 0;
              const isSelected = sameDay(day, selected);
              const classes = [
                styles.day,
                count > 0 && styles.hasEvents,
                sameDay(day, today) && styles.today,
                isSelected && styles.selected,
              ]
                .filter(Boolean)
                .join(' ');
              // In the grid's table a td is a gridcell already: a role or aria-selected on it is invalid HTML,
              // so the chosen day's button says it is pressed.
              return (
                <button
                  type="button"
                  aria-pressed={isSelected}
                  className={classes}
                  data-date={iso}
                  tabIndex={sameDay(day, focusedInMonth) ? 0 : -1}
                  aria-label={calendar.dayWithEvents(longDate(day), count)}
                  aria-current={sameDay(day, today) ? 'date' : undefined}
                  onClick={() => {
                    setFocused(day);
                    setSelected(day);
                  }}
                >
                  {day.day}
                  {count > 0 && <span className={styles.dot} aria-hidden="true" />}
                </button>
              );
            }}
          />
        </table>
        <p className={styles.help}>{calendar.calendarKeys}</p>
      </section>
      <section className={styles.dayEvents} aria-labelledby="day-events-title" aria-live="polite">
        <h2 id="day-events-title">{longDate(selected)}</h2>
        {dayEvents.length === 0 ? (
          <EmptyState>{calendar.noEventsThatDay}</EmptyState>
        ) : (
          <ul className={styles.grid2}>
            {dayEvents.map((event) => (
              <li key={event._id}>
                <EventCard event={event} currency={currency} past={isoDate(selected) < isoDate(today)} sizes={DAY_EVENT_SIZES} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
