// The row of weekday names over a month calendar's weeks (night, reservation and events calendars). The calendars
// write the names differently on purpose, and that is what a screen reader hears, so each says how: how many letters
// show, and where the full name stands (the header cell's abbr attribute, or an <abbr> element's title inside it).
import calendar from './calendar.module.css';

interface WeekdayHeadProps {
  readonly names: readonly string[];
  readonly letters: 2 | 3;
  readonly fullName: 'abbr-attribute' | 'abbr-element';
  /** false: the calendar styles its weekday names itself (the night calendar's are larger). */
  readonly sharedStyle?: boolean;
}

export function WeekdayHead({ names, letters, fullName, sharedStyle = true }: WeekdayHeadProps) {
  return (
    <thead className={sharedStyle ? calendar.weekdays : undefined}>
      <tr>
        {names.map((name) =>
          fullName === 'abbr-element' ? (
            <th key={name} scope="col">
              <abbr title={name}>{name.slice(0, letters)}</abbr>
            </th>
          ) : (
            <th key={name} scope="col" abbr={name}>
              {name.slice(0, letters)}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
