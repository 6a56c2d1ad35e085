// The night summary in words (docs/product.md#the-night-summary), the same on every page, invoice and mail:
// "Table for 4", "Sat 12/05/2026 · 10:00 PM to 4:00 AM", "Tickets: 2", "A photo ID and your code: ages 21+ only".
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

/** "Main Room, The Velvet Room, 245 Kent Ave, Brooklyn": the room, the venue and its address, as known. */
export function nightPlace(summary: NightSummary): string | null {
  const { room, venueName, address } = summary.place;
  const parts = [room, venueName, address].filter((part): part is string => part !== null);
  return parts.length === 0 ? null : parts.join(', ');
}

/** What lets the guest in or their coat out; a private event has no code (its guests are the host's). */
const codeOf = (summary: NightSummary): string | null =>
  summary.kind === 'private-event' ? null : summary.kind === 'coat-check' ? 'your claim code' : 'your code';

/**
 * What to bring, shown after "Bring": the code; a photo ID with the age rule when the night has one. null when
 * there is nothing to bring (a private event without an age rule).
 */
export function nightBring(summary: NightSummary): string | null {
  const code = codeOf(summary);
  if (summary.minimumAge !== null) return `A photo ID${code === null ? '' : ` and ${code}`}: ages ${summary.minimumAge}+ only`;
  return code === null ? null : `${code.charAt(0).toUpperCase()}${code.slice(1)}`;
}

/** The party as a row, "Tickets: 2" or "Guests: 4", or null when not known. */
export const nightPartyFact = (summary: NightSummary): NightFact | null =>
  summary.party === null ? null : { label: summary.party.of === 'tickets' ? 'Tickets' : 'Guests', value: String(summary.party.count) };

/** "Event" for an event, "What" for what was booked (`What: Table for 4`). */
export const nightTitleLabel = (summary: NightSummary): string => (summary.kind === 'event' ? 'Event' : 'What');

export interface NightFact {
  readonly label: string;
  readonly value: string;
}

/**
 * Every line of the summary in order, as label and value, for records drawn as rows (the invoice, a mail).
 * `bring: false` leaves out what to bring: a record of what was bought (the invoice), not of the night at the door.
 */
export function nightFacts(summary: NightSummary, { bring = true }: { readonly bring?: boolean } = {}): readonly NightFact[] {
  const party = nightPartyFact(summary);
  const place = nightPlace(summary);
  const toBring = bring ? nightBring(summary) : null;
  return [
    { label: nightTitleLabel(summary), value: nightTitle(summary) },
    { label: 'When', value: nightWhen(summary) },
    ...(party === null ? [] : [party]),
    ...(place === null ? [] : [{ label: 'Where', value: place }]),
    ...(toBring === null ? [] : [{ label: 'Bring', value: toBring }]),
  ];
}

/** The words around the summary, the same on the site and in the mails. */
export const nightTexts = {
  /** The link to the venue's map (its https map link). */
  directions: 'Directions',
  addToCalendar: 'Add to calendar',
  calendarDownloading: 'The calendar file is downloading.',
} as const;
