// The night summary in words (docs/product.md#the-night-summary), the same on every page, invoice and mail:
// "Table for 4", "Sat 12/05/2026 · 10:00 PM to 4:00 AM", "Tickets: 2", "A photo ID and your code: ages 21+ only".
// Core says which words go where; the words are a language's `night` catalog (packages/messages), passed in.
import { formatDate } from '../dates/date-text';
import { weekdayOf } from '../dates/calendar-date';
import { parseIsoDate } from '../events/event-times';
import type { NightSummary } from './night-summary';

/** The words a summary is written with: a language's `night` catalog (packages/messages/src/<language>/night.ts). */
export interface NightWords {
  readonly event: string;
  readonly what: string;
  readonly when: string;
  readonly where: string;
  readonly bring: string;
  readonly tickets: string;
  readonly guests: string;
  readonly table: string;
  readonly tableFor: (count: number) => string;
  readonly bottleTable: string;
  readonly bottleTableFor: (count: number) => string;
  readonly privateEvent: string;
  readonly privateEventFor: (count: number) => string;
  readonly coatCheck: string;
  readonly fromTo: (date: string, from: string, to: string) => string;
  readonly doorsAt: (date: string, time: string) => string;
  readonly arrivalAt: (date: string, time: string) => string;
  readonly photoIdAndCode: (age: number) => string;
  readonly photoIdAndClaimCode: (age: number) => string;
  readonly photoId: (age: number) => string;
  readonly yourCode: string;
  readonly yourClaimCode: string;
  /** "Bring: A photo ID ...", a calendar entry's first line. */
  readonly bringLine: (what: string) => string;
}

/** How the language writes the night's date ("2030-06-15") and a time the venue wrote ("10:00 PM"). */
export interface NightFormats {
  readonly date: (isoNight: string) => string;
  readonly time: (label: string) => string;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/**
 * "2030-06-15" as "Sat 06/15/2030", anything else as it came: the backend's English date for its mails and
 * invoices until it writes in the order's language (the site writes dates with apps/web/src/ui/date-format.ts).
 */
export function nightDateLabel(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? `${WEEKDAYS[weekdayOf(date)] ?? ''} ${formatDate(date)}` : iso;
}

/** What the night is: the event's name, or what was booked. */
export function nightTitle(summary: NightSummary, words: NightWords): string {
  const guests = summary.party?.of === 'guests' ? summary.party.count : null;
  switch (summary.kind) {
    case 'event':
      return summary.eventName ?? words.event;
    case 'table':
      return guests === null ? words.table : words.tableFor(guests);
    case 'bottle-table':
      return guests === null ? words.bottleTable : words.bottleTableFor(guests);
    case 'private-event':
      return guests === null ? words.privateEvent : words.privateEventFor(guests);
    case 'coat-check':
      return words.coatCheck;
  }
}

/** "Sat 12/05/2026 · 10:00 PM to 4:00 AM", "Sat 12/05/2026 · arrival 10:00 PM", or the date alone. */
export function nightWhen(summary: NightSummary, words: NightWords, formats: NightFormats): string {
  const date = formats.date(summary.night);
  if (summary.startTime === null) return date;
  const start = formats.time(summary.startTime);
  if (summary.endTime !== null) return words.fromTo(date, start, formats.time(summary.endTime));
  return summary.kind === 'event' ? words.doorsAt(date, start) : words.arrivalAt(date, start);
}

/** "Main Room, The Velvet Room, 245 Kent Ave, Brooklyn": the room, the venue and its address, as known. */
export function nightPlace(summary: NightSummary): string | null {
  const { room, venueName, address } = summary.place;
  const parts = [room, venueName, address].filter((part): part is string => part !== null);
  return parts.length === 0 ? null : parts.join(', ');
}

/** What lets the guest in or their coat out; a private event has no code (its guests are the host's). */
const codeOf = (summary: NightSummary): 'code' | 'claim-code' | null =>
  summary.kind === 'private-event' ? null : summary.kind === 'coat-check' ? 'claim-code' : 'code';

/**
 * What to bring, shown after "Bring": the code; a photo ID with the age rule when the night has one. null when
 * there is nothing to bring (a private event without an age rule).
 */
export function nightBring(summary: NightSummary, words: NightWords): string | null {
  const code = codeOf(summary);
  const age = summary.minimumAge;
  if (age !== null)
    return code === null ? words.photoId(age) : code === 'code' ? words.photoIdAndCode(age) : words.photoIdAndClaimCode(age);
  return code === null ? null : code === 'code' ? words.yourCode : words.yourClaimCode;
}

/** The party as a row, "Tickets: 2" or "Guests: 4", or null when not known. */
export const nightPartyFact = (summary: NightSummary, words: NightWords): NightFact | null =>
  summary.party === null
    ? null
    : { label: summary.party.of === 'tickets' ? words.tickets : words.guests, value: String(summary.party.count) };

/** "Event" for an event, "What" for what was booked (`What: Table for 4`). */
export const nightTitleLabel = (summary: NightSummary, words: NightWords): string => (summary.kind === 'event' ? words.event : words.what);

export interface NightFact {
  readonly label: string;
  readonly value: string;
}

/**
 * Every line of the summary in order, as label and value, for records drawn as rows (the invoice, a mail).
 * `bring: false` leaves out what to bring: a record of what was bought (the invoice), not of the night at the door.
 */
export function nightFacts(
  summary: NightSummary,
  words: NightWords,
  formats: NightFormats,
  { bring = true }: { readonly bring?: boolean } = {},
): readonly NightFact[] {
  const party = nightPartyFact(summary, words);
  const place = nightPlace(summary);
  const toBring = bring ? nightBring(summary, words) : null;
  return [
    { label: nightTitleLabel(summary, words), value: nightTitle(summary, words) },
    { label: words.when, value: nightWhen(summary, words, formats) },
    ...(party === null ? [] : [party]),
    ...(place === null ? [] : [{ label: words.where, value: place }]),
    ...(toBring === null ? [] : [{ label: words.bring, value: toBring }]),
  ];
}
