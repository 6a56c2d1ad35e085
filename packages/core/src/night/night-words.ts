// The night summary in words (docs/product.md#the-night-summary), the same on every page, invoice and mail:
// "Table for 4", "Sat 12/05/2026 · 10:00 PM to 4:00 AM", "2 tickets", "21+: bring a photo ID".
import { formatDate } from '../booking/booking-choices';
import { weekdayOf } from '../events/calendar-grid';
import { parseIsoDate } from '../events/event-times';
import type { NightSummary } from './night-summary';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** "2030-06-15" as "Sat 06/15/2030", the weekday a guest plans by; anything else as it came. */
export function nightDateLabel(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? `${WEEKDAYS[weekdayOf(date)] ?? ''} ${formatDate(date)}` : iso;
}

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** What the night is: the event's name, or what was booked. */
export function nightTitle(summary: NightSummary): string {
  const guests = summary.party?.of === 'guests' ? summary.party.count : null;
  switch (summary.kind) {
    case 'event':
      return summary.eventName ?? 'Event';
    case 'table':
      return guests === null ? 'Table' : `Table for ${guests}`;
    case 'bottle-table':
      return guests === null ? 'Bottle service table' : `Bottle service table for ${guests}`;
    case 'private-event':
      return guests === null ? 'Private event' : `Private event for ${guests}`;
    case 'coat-check':
      return 'Coat check';
  }
}

/** "Sat 12/05/2026 · 10:00 PM to 4:00 AM", "Sat 12/05/2026 · arrival 10:00 PM", or the date alone. */
export function nightWhen(summary: NightSummary): string {
  const date = nightDateLabel(summary.night);
  if (summary.startTime === null) return date;
  if (summary.endTime !== null) return `${date} · ${summary.startTime} to ${summary.endTime}`;
  const start = summary.kind === 'event' ? `doors ${summary.startTime}` : `arrival ${summary.startTime}`;
  return `${date} · ${start}`;
}

/** "2 tickets", "4 guests", or null. */
export function nightParty(summary: NightSummary): string | null {
  if (summary.party === null) return null;
  return summary.party.of === 'tickets' ? plural(summary.party.count, 'ticket', 'tickets') : plural(summary.party.count, 'guest', 'guests');
}

/** "Main Room, The Velvet Room, 245 Kent Ave, Brooklyn": the room, the venue and its address, as known. */
export function nightPlace(summary: NightSummary): string | null {
  const { room, venueName, address } = summary.place;
  const parts = [room, venueName, address].filter((part): part is string => part !== null);
  return parts.length === 0 ? null : parts.join(', ');
}

/** What to bring: the age rule with a photo ID when the night has one; the code always. */
export function nightBring(summary: NightSummary): string {
  const code = summary.kind === 'coat-check' ? 'your claim code' : 'your code';
  return summary.minimumAge === null ? `Bring ${code}.` : `Ages ${summary.minimumAge}+: bring a photo ID and ${code}.`;
}

/** Every line of the summary in order, as label and value, for records drawn as rows (the invoice, a mail). */
export function nightFacts(summary: NightSummary): readonly { readonly label: string; readonly value: string }[] {
  const party = nightParty(summary);
  const place = nightPlace(summary);
  return [
    { label: summary.kind === 'event' ? 'Event' : 'Booking', value: nightTitle(summary) },
    { label: 'When', value: nightWhen(summary) },
    ...(party === null ? [] : [{ label: summary.party?.of === 'tickets' ? 'Tickets' : 'Guests', value: party }]),
    ...(place === null ? [] : [{ label: 'Where', value: place }]),
    { label: 'Bring', value: nightBring(summary) },
  ];
}
