// The venue's opening hours, a row a weekday (a day off shown as closed), or a sentence when the venue has none: the
// footer's and the contact page's, each laid out by its own stylesheet. The times the venue wrote show in the page's
// clock (date-format.ts).
import type { VenueGeneralInfo } from '@venue/core/session/venue-general-info.schema';
import { hoursOf, weekDays } from '@venue/core/session/venue-hours';
import * as m from '~messages/dates';
import { formatTimeOfDay } from './date-format';

interface OpeningHoursProps {
  readonly hours: VenueGeneralInfo['hours'] | undefined;
  readonly className: string | undefined;
  /** The class of a closed day's hours, where the page marks them. */
  readonly closedClassName?: string | undefined;
}

export function OpeningHours({ hours, className, closedClassName }: OpeningHoursProps) {
  if (!hours) return <p>{m.hoursUnavailable}</p>;
  return (
    <table className={className}>
      <tbody>
        {weekDays.map((day, index) => {
          const { dayOff, from, to } = hoursOf(hours, day);
          return (
            <tr key={day}>
              {/* weekDays runs Monday to Sunday; the catalog counts from Sunday. */}
              <th scope="row">{m.weekdayName((index + 1) % 7)}</th>
              <td className={dayOff ? closedClassName : undefined}>
                {dayOff ? m.closed : from && to ? m.timeRange(formatTimeOfDay(from), formatTimeOfDay(to)) : m.hoursNotSet}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
