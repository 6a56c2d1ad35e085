// The venue's opening hours, a row a weekday (a day off shown as closed), or a sentence when the venue has none: the
// footer's and the contact page's, each laid out by its own stylesheet.
import type { VenueGeneralInfo } from '@venue/core/session/venue-general-info.schema';
import { hoursOf, weekDays } from '@venue/core/session/venue-hours';

interface OpeningHoursProps {
  readonly hours: VenueGeneralInfo['hours'] | undefined;
  readonly className: string | undefined;
  /** The class of a closed day's hours, where the page marks them. */
  readonly closedClassName?: string | undefined;
}

export function OpeningHours({ hours, className, closedClassName }: OpeningHoursProps) {
  if (!hours) return <p>Opening hours are not available right now.</p>;
  return (
    <table className={className}>
      <tbody>
        {weekDays.map((day) => {
          const { dayOff, from, to } = hoursOf(hours, day);
          return (
            <tr key={day}>
              <th scope="row">{day}</th>
              <td className={dayOff ? closedClassName : undefined}>
                {dayOff ? 'Closed' : from && to ? `${from} – ${to}` : 'Hours not set'}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
