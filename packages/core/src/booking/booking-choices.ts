// The choices a guest picks from when booking a night (docs/product.md#bottle-service): guest count, arrival time, date.
// Pure: the caller passes `today`, so the rules never read a clock.
import { compareDates, isValidCalendarDate, type CalendarDate } from '../dates/calendar-date';
import { parseTimeLabel } from '../dates/night-time';
import { formatTimeLabel, MINUTES_PER_DAY } from '../dates/time-of-day';

export const MAX_GUEST_COUNT = 20;

/**
 * Guest counts offered: the venue's minGuestCount through 20. The minimum is clamped to 1..20 and a
 * fractional one rounds up (a minimum of 2.5 guests means 3); NaN or infinity offers 1..20.
 */
export function guestCountChoices(minGuestCount: number): readonly number[] {
  const lowest = Number.isFinite(minGuestCount) ? Math.min(MAX_GUEST_COUNT, Math.max(1, Math.ceil(minGuestCount))) : 1;
  return Array.from({ length: MAX_GUEST_COUNT - lowest + 1 }, (_, i) => lowest + i);
}

// ---- Arrival times ------------------------------------------------------------------------------

const DEFAULT_FIRST_ARRIVAL = 19 * 60; // 7:00 PM
const DEFAULT_LAST_ARRIVAL = MINUTES_PER_DAY + 2 * 60; // 2:00 AM the same night
const DEFAULT_STEP = 30;

/** Every 30 minutes from 7:00 PM through 2:00 AM. */
export const defaultArrivalTimes: readonly string[] = Array.from(
  { length: (DEFAULT_LAST_ARRIVAL - DEFAULT_FIRST_ARRIVAL) / DEFAULT_STEP + 1 },
  (_, i) => formatTimeLabel(DEFAULT_FIRST_ARRIVAL + i * DEFAULT_STEP),
);

/**
 * The arrival times offered: the venue's bottlesTimes in night order, written as "h:mm AM/PM",
 * without duplicates. Labels that are not times are left out; when none is left, the defaults apply.
 */
export function arrivalTimeChoices(bottlesTimes?: readonly string[]): readonly string[] {
  const minutes = new Set<number>();
  for (const label of bottlesTimes ?? []) {
    const parsed = parseTimeLabel(label);
    if (parsed.ok) minutes.add(parsed.value);
  }
  if (minutes.size === 0) return defaultArrivalTimes;
  return [...minutes].sort((a, b) => a - b).map(formatTimeLabel);
}

// ---- Dates ------------------------------------------------------------------------------------

/** The earliest selectable date is today; a date that does not exist is never selectable. */
export const isSelectableDate = (d: CalendarDate, today: CalendarDate): boolean =>
  isValidCalendarDate(d) && isValidCalendarDate(today) && compareDates(d, today) >= 0;
