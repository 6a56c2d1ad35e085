import { plural } from '../plural-rules';
// The events calendar's words (pages/events/events-calendar.tsx): an island of its page, so an area of its own.
export const previousMonth = 'Previous month';
export const nextMonth = 'Next month';
export const calendarKeys = 'Use the arrow keys to move between days, Page Up and Page Down to change month, Enter to choose a day.';
export const noEventsThatDay = 'No events on this day.';
export const dayWithEvents = (day: string, count: number): string =>
  count === 0 ? `${day}, no events` : plural('en', count, { one: `${day}, ${count} event`, other: `${day}, ${count} events` });
