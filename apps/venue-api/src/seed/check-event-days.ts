// What a seed's events must agree on with the venue's week (docs/seed-format.md#checks-beyond-the-schema):
// a name that names a weekday ("Hip-Hop Fridays") falls on that weekday, and no event falls on a weekday the
// venue's hours mark closed (docs/product.md#closed-days). Reports the first problem with the event's path.
import { closedWeekdays, isClosedDay, weekDayOf } from '@venue/core/booking/closed-days';
import { parseIsoDate } from '@venue/core/events/event-times';
import { weekdaysNamedIn } from '@venue/core/events/named-weekdays';
import type { SeedProblem } from './check-seed-references';
import type { VenueSeedInput } from './venue-seed.schema';

export function checkEventDays(seed: VenueSeedInput): SeedProblem | undefined {
  const closed = closedWeekdays(seed.generalInfo.hours);
  for (const [i, event] of seed.events.entries()) {
    // The schema has checked the date already; an unreadable one is left to it.
    const date = parseIsoDate(event.date);
    if (date === null) continue;
    const weekday = weekDayOf(date);
    const named = weekdaysNamedIn(event.name);
    if (named.length > 0 && !named.includes(weekday))
      return { path: `events[${i}].name`, message: `Names ${named.join(' or ')}, but the event is on a ${weekday} (${event.date})` };
    if (isClosedDay(closed, date))
      return { path: `events[${i}].date`, message: `${event.date} is a ${weekday}, which the venue's hours mark closed` };
  }
  return undefined;
}
