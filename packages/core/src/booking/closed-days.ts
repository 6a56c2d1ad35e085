// The venue's closed weekdays (docs/product.md#closed-days): a weekday whose opening hours say DayOff takes
// no table reservation and no bottle service (the calendars grey it out, the server refuses it). A private
// venue booking takes the whole venue for its guests, so a night the venue is closed to the public is a
// normal choice for it and stays bookable.
import { weekdayOf, type CalendarDate } from '../dates/calendar-date';
import type { VenueHours } from '../session/venue-general-info.schema';
import { hoursOf, weekDays, type WeekDay } from '../session/venue-hours';

/** The flows that pick a night. */
export type NightService = 'reservation' | 'bottle-service' | 'venue-booking';

/** Whether the venue's closed weekdays rule out a night for this flow. */
export const closedDaysApply = (service: NightService): boolean => service !== 'venue-booking';

/** The weekdays the venue's hours mark DayOff, Monday first; none when the venue gives no hours. */
export const closedWeekdays = (hours: VenueHours | undefined): readonly WeekDay[] => weekDays.filter((day) => hoursOf(hours, day).dayOff);

/** The weekday of a date, named as the hours name it. */
export const weekDayOf = (date: CalendarDate): WeekDay => weekDays[(weekdayOf(date) + 6) % 7] as WeekDay;

export const isClosedDay = (closed: readonly WeekDay[], date: CalendarDate): boolean => closed.includes(weekDayOf(date));

/** The closed weekdays as numbers (0 is Sunday), Monday first, for the site to name in the guest's language. */
export const closedWeekdayNumbers = (closed: readonly WeekDay[]): readonly number[] =>
  weekDays.flatMap((day, index) => (closed.includes(day) ? [(index + 1) % 7] : []));

/**
 * `We are closed on Mondays.`, `We are closed on Mondays and Tuesdays.` (ours); null when the venue closes on no
 * weekday. English: the backend's refusal and the demo's FAQ; the site names the days in the guest's language.
 */
export function closedDaysText(closed: readonly WeekDay[]): string | null {
  const days = weekDays.filter((day) => closed.includes(day)).map((day) => `${day}s`);
  if (days.length === 0) return null;
  const list = days.length === 1 ? days[0] : `${days.slice(0, -1).join(', ')} and ${days[days.length - 1]}`;
  return `We are closed on ${list}.`;
}
