// Whether a whole date is blocked, for the calendar to grey it out (docs/product.md#blocked-periods):
// every minute of the venue's day (6:00 AM to 5:59 AM the morning after, the minutes a guest can
// choose for that date) lies inside some block. Blocks may chain: one ending at 01:59 and the next
// starting at 02:00 together close the night.
import { MINUTES_PER_DAY, venueMinute, type BlockedPeriod } from './blocked-periods';
import { NIGHT_STARTS_AT_MINUTE } from '../dates/night-time';
import { type CalendarDate } from '../dates/calendar-date';

export function isDayBlocked(periods: readonly BlockedPeriod[], day: CalendarDate): boolean {
  const last = venueMinute(day, NIGHT_STARTS_AT_MINUTE + MINUTES_PER_DAY - 1);
  let next = venueMinute(day, NIGHT_STARTS_AT_MINUTE);
  // Walk forward from the day's first open minute; each step jumps past one covering block.
  while (next <= last) {
    const at = next;
    const block = periods.find((p) => p.startsAt <= at && at <= p.endsAt);
    if (!block) return false;
    next = block.endsAt + 1;
  }
  return true;
}
