// The guest's calendar day, taken as the venue's (core reads no clock). Call it in effects and
// handlers, not in render, so a server render and the browser agree.
import type { CalendarDate } from '@venue/core/dates/calendar-date';

export function localToday(): CalendarDate {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}
