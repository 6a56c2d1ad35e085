// The body of a month calendar's table (core's month grid, events/calendar-grid.ts): a row a week, an empty cell
// where a day belongs to another month, and each day's cell drawn by its calendar (the night, reservation and
// events calendars each have their own button, labels and keys).
import type { ReactNode } from 'react';
import type { CalendarDate } from '@venue/core/dates/calendar-date';
import type { CalendarWeek } from '@venue/core/events/calendar-grid';

interface CalendarWeeksProps {
  readonly weeks: readonly CalendarWeek[];
  /** What a day's cell holds. */
  readonly day: (day: CalendarDate) => ReactNode;
}

export function CalendarWeeks({ weeks, day }: CalendarWeeksProps) {
  return (
    <tbody>
      {weeks.map((week, w) => (
        <tr key={w}>
          {week.map((date, i) =>
            date === null ? <td key={`empty-${i}`} /> : <td key={`${date.year}-${date.month}-${date.day}`}>{day(date)}</td>,
          )}
        </tr>
      ))}
    </tbody>
  );
}
