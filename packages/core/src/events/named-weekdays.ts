// The weekdays an event's name promises ("Hip-Hop Fridays", "Sunday Jazz Session"): a name and a date
// that disagree tell guests two different nights, so a seed is refused for it (docs/seed-format.md#checks-beyond-the-schema).
// Full names only, singular or plural: short forms such as "Sat" or "Sun" are ordinary words too often.
import { weekDays, type WeekDay } from '../session/venue-hours';

const named = new RegExp(`\\b(${weekDays.join('|')})s?\\b`, 'gi');

/** The weekdays the name names, Monday first, each once; none for most names. */
export function weekdaysNamedIn(name: string): readonly WeekDay[] {
  const found = new Set([...name.matchAll(named)].map((match) => (match[1] ?? '').toLowerCase()));
  return weekDays.filter((day) => found.has(day.toLowerCase()));
}
