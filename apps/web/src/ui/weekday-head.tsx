// The row of weekday names over a month calendar's weeks (night, reservation and events calendars), from the page's
// first weekday (date-format.ts). The calendars write the names differently on purpose, and that is what a screen
// reader hears, so each says how: a short or a narrow name shows, and where the full name stands (the header cell's
// abbr attribute, or an <abbr> element's title inside it).
import * as m from '~messages/dates';
import calendar from './calendar.module.css';
import { WEEKDAY_COLUMNS } from './date-format';

interface WeekdayHeadProps {
  /** 2: the narrow name ("Su"); 3: the short one ("Sun"). */
  readonly letters: 2 | 3;
  readonly fullName: 'abbr-attribute' | 'abbr-element';
  /** false: the calendar styles its weekday names itself (the night calendar's are larger). */
  readonly sharedStyle?: boolean;
}

export function WeekdayHead({ letters, fullName, sharedStyle = true }: WeekdayHeadProps) {
  return (
    <thead className={sharedStyle ? calendar.weekdays : undefined}>
      <tr>
        {WEEKDAY_COLUMNS.map((weekday) => {
          const name = m.weekdayName(weekday);
          const shown = letters === 2 ? m.weekdayNarrow(weekday) : m.weekdayShort(weekday);
          return fullName === 'abbr-element' ? (
            <th key={weekday} scope="col">
              <abbr title={name}>{shown}</abbr>
            </th>
          ) : (
            <th key={weekday} scope="col" abbr={name}>
              {shown}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
