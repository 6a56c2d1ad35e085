// One summary of a guest's night (docs/product.md#the-night-summary), written once and used by every record: the
// confirmation, each guest's code page, the invoice and the mails. It says what (the event, `Table for 4`, `Coat
// check`), when (the night and its times on the venue's clock), how many, where (the venue, its address and map)
// and what to bring. Built from what every venue API already answers: the order's details, the event, general-info.
import { Schema } from 'effect';
import { formatTimeLabel } from '../dates/time-of-day';
import { parseDate } from '../dates/date-text';
import { parseTimeLabel } from '../dates/night-time';
import type { Event } from '../content/event.schema';
import type { GuestCodeView } from '../guest-codes/guest-code-view.schema';
import { venueNightOf } from '../guest-codes/guest-code-night';
import { isoDate, parseIsoDate } from '../events/event-times';
import type { VenueGeneralInfo } from '../session/venue-general-info.schema';

export type NightKind = 'event' | 'table' | 'bottle-table' | 'private-event' | 'coat-check';

/** Where the night is: the venue's name, the room, its one-line address and its map link (https only). */
export interface NightPlace {
  readonly venueName: string | null;
  readonly room: string | null;
  readonly address: string | null;
  readonly mapLink: string | null;
}

export interface NightSummary {
  readonly kind: NightKind;
  /** The event's name; for the others the words come from night-words.ts. */
  readonly eventName: string | null;
  readonly eventId: string | null;
  /** The night, YYYY-MM-DD: a night runs from 6:00 AM to 5:59 AM the next morning. */
  readonly night: string;
  /** "10:00 PM" on the venue's clock (doors for an event, arrival for a table), null when not known. */
  readonly startTime: string | null;
  /** An end earlier than the start is the next morning; null when the night has no set end. */
  readonly endTime: string | null;
  /** Tickets for an event, guests for a table or a private event; null when not known (coat check). */
  readonly party: { readonly count: number; readonly of: 'tickets' | 'guests' } | null;
  readonly place: NightPlace;
  /** The youngest guest admitted (a photo ID is asked for), null when the venue's usual rule applies. */
  readonly minimumAge: number | null;
}

/** What of the venue a summary shows, from general-info. */
export interface NightVenue {
  readonly name: string | null;
  readonly address: string | null;
  readonly mapLink: string | null;
  /** The venue's IANA zone, for calendar files; null for an API that sends none. */
  readonly timeZone: string | null;
}

const text = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);
const httpsOnly = (url: string | null | undefined): string | null => (url && /^https:\/\/\S+$/i.test(url.trim()) ? url.trim() : null);

/** The venue of a summary from general-info; `zone` for a venue whose API names none (the site's or backend's own setting). */
export function nightVenueOf(info: Pick<VenueGeneralInfo, 'name' | 'general'> | null | undefined, zone: string | null = null): NightVenue {
  return {
    name: text(info?.name),
    address: text(info?.general.address),
    mapLink: httpsOnly(info?.general.mapLink),
    timeZone: info?.general.timeZone ?? zone,
  };
}

const placeOf = (venue: NightVenue, room: string | null = null): NightPlace => ({
  venueName: venue.name,
  room: text(room),
  address: venue.address,
  mapLink: venue.mapLink,
});

/** A time as the venue shows it ("10:00 PM"), or null when it is not one. */
function timeLabel(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const minutes = parseTimeLabel(value);
  return minutes.ok ? formatTimeLabel(minutes.value) : null;
}

/** MM/DD/YYYY (as the forms send it) or YYYY-MM-DD, as YYYY-MM-DD; null when neither. */
function nightOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const picked = parseDate(value);
  if (picked.ok) return isoDate(picked.value);
  const iso = parseIsoDate(value);
  return iso ? isoDate(iso) : null;
}

/** What of an event a summary shows: a page keeps only this (not the description) in its loader's data. */
export type NightEvent = Pick<Event, '_id' | 'name' | 'date' | 'startTime' | 'endTime' | 'location' | 'minimumAge'>;

export const nightEventOf = ({ _id, name, date, startTime, endTime, location, minimumAge }: NightEvent): NightEvent => ({
  _id,
  name,
  date,
  startTime,
  endTime,
  location,
  minimumAge,
});

/** An event night: its name, doors and close, room and age rule; `tickets` when an order's count is known. */
export function eventNight(event: NightEvent, venue: NightVenue, tickets: number | null = null): NightSummary {
  return {
    kind: 'event',
    eventName: event.name,
    eventId: event._id,
    night: event.date,
    startTime: timeLabel(event.startTime),
    endTime: timeLabel(event.endTime),
    party: tickets === null ? null : { count: tickets, of: 'tickets' },
    place: placeOf(venue, event.location),
    minimumAge: event.minimumAge,
  };
}

// The order details each kind keeps (what the guest chose), read leniently: a field that is not there leaves
// the summary without it rather than failing the page.
const Count = Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 10_000 })));
const TicketDetails = Schema.Struct({ eventId: Schema.String, tickets: Schema.Array(Schema.Struct({ quantity: Count })) });
const decodeTickets = Schema.decodeUnknownOption(TicketDetails);
const field = (details: unknown, name: string): unknown =>
  typeof details === 'object' && details !== null ? (details as Record<string, unknown>)[name] : undefined;
const countOf = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null);

/** How many tickets a ticket order holds, from its details; null when they cannot be read. */
export function ticketCount(details: unknown): number | null {
  const decoded = decodeTickets(details);
  return decoded._tag === 'Some' ? decoded.value.tickets.reduce((sum, t) => sum + t.quantity, 0) : null;
}

/** The event a ticket order is for, from its details. */
export function ticketOrderEventId(details: unknown): string | null {
  const id = field(details, 'eventId');
  return typeof id === 'string' && id !== '' ? id : null;
}

/**
 * An order's night, from its kind (`tickets`, `reservations`, `bottles`, `bookings`, `coat-check`) and details; the
 * event for a ticket order; for a coat check, when it was handed in (its night on the venue's clock, as its code's).
 * null for an order with no night (food, gift cards) or whose night cannot be read.
 */
export function orderNight(
  kind: string,
  details: unknown,
  venue: NightVenue,
  event: NightEvent | null = null,
  orderedAt: Date | null = null,
): NightSummary | null {
  switch (kind) {
    case 'coat-check':
      return coatCheckNight(orderedAt, venue);
    case 'tickets':
      return event === null ? null : eventNight(event, venue, ticketCount(details));
    case 'reservations':
      return chosenNight('table', details, venue, ['reservationDate', 'reservationTime', null]);
    case 'bottles':
      return chosenNight('bottle-table', details, venue, ['bottleDate', 'bottleTime', null]);
    case 'bookings':
      return chosenNight('private-event', details, venue, ['eventDate', 'startTime', 'endTime']);
    default:
      return null;
  }
}

function chosenNight(
  kind: NightKind,
  details: unknown,
  venue: NightVenue,
  [dateField, startField, endField]: readonly [string, string, string | null],
): NightSummary | null {
  const night = nightOf(field(details, dateField));
  if (night === null) return null;
  const guests = countOf(field(details, 'noOfGuests'));
  return {
    kind,
    eventName: null,
    eventId: null,
    night,
    startTime: timeLabel(field(details, startField)),
    endTime: endField === null ? null : timeLabel(field(details, endField)),
    party: guests === null ? null : { count: guests, of: 'guests' },
    place: placeOf(venue),
    minimumAge: null,
  };
}

/** A coat check's night: the one it was handed in on; none without the venue's zone or a readable time. */
function coatCheckNight(orderedAt: Date | null, venue: NightVenue): NightSummary | null {
  if (orderedAt === null || Number.isNaN(orderedAt.getTime()) || venue.timeZone === null) return null;
  return {
    kind: 'coat-check',
    eventName: null,
    eventId: null,
    night: venueNightOf(orderedAt, venue.timeZone),
    startTime: null,
    endTime: null,
    party: null,
    place: placeOf(venue),
    minimumAge: null,
  };
}

/** One guest's night, on their own code page: one guest, the event's night or the table's. */
export function guestCodeNight(
  code: Pick<GuestCodeView, 'kind' | 'night' | 'eventId'>,
  venue: NightVenue,
  event: NightEvent | null,
): NightSummary {
  if (event !== null && code.eventId === event._id) return { ...eventNight(event, venue), party: null };
  const kind: NightKind = code.kind === 'coat' ? 'coat-check' : code.kind === 'table' ? 'table' : 'event';
  return {
    kind,
    eventName: null,
    eventId: code.eventId,
    night: code.night,
    startTime: null,
    endTime: null,
    party: null,
    place: placeOf(venue),
    minimumAge: null,
  };
}

/** An order's night goes in a calendar once it is the guest's: paid or confirmed, not a request still pending. */
export const isBookedNight = (status: string): boolean => status === 'Paid' || status === 'Confirmed';
