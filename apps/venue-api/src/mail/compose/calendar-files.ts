// The .ics files mails carry (docs/product.md#mail), written by core's iCalendar writer: an event's night with the
// UID its page's "Add to calendar" uses, and a reservation's with a UID of its own that its changes and its
// cancellation keep. No secret goes in: the order number and the public pages only.
import { dayNumber, fromDayNumber, parseDate, parseTimeLabel } from '@venue/core/booking/booking-choices';
import type { Event } from '@venue/core/content/event.schema';
import { eventTimes, type LocalDateTime } from '@venue/core/events/event-times';
import { buildIcs, icsFileName } from '@venue/core/events/ics';
import type { ComposedAttachment } from '../outbox-mail';
import type { MailVenue } from './mail-venue';
import type { SiteLinks } from './site-links';

/** How long a reservation's calendar entry lasts: the table is the guest's for the evening. */
const RESERVATION_HOURS = 3;

const calendarFile = (filename: string, ics: string, method: 'PUBLISH' | 'CANCEL'): ComposedAttachment => ({
  filename,
  contentType: `text/calendar; charset=utf-8; method=${method}`,
  content: new TextEncoder().encode(ics),
});

export const placeOf = (venue: MailVenue, room?: string): string =>
  [room, venue.brand.name, venue.address].filter((part) => part !== undefined && part !== null && part !== '').join(', ');

export function eventCalendarFile(
  event: Event,
  venue: MailVenue,
  links: SiteLinks,
  timeZone: string,
  stamp: Date,
): ComposedAttachment | null {
  const times = eventTimes(event.date, event.startTime, event.endTime);
  if (!times) return null;
  const page = links.page('event-details', event._id);
  const ics = buildIcs({
    uid: `${event._id}@${links.host}`,
    summary: event.name,
    description: `Each guest shows their own code at the door.\n\n${page}`,
    location: placeOf(venue, event.location),
    url: page,
    ...times,
    timeZone,
    stamp,
  });
  return calendarFile(icsFileName(event.name), ics, 'PUBLISH');
}

/** A time of a night (MM/DD/YYYY and "1:00 AM", a time after midnight being the next morning), `plus` minutes later. */
export function nightTime(date: string, time: string, plus = 0): LocalDateTime | null {
  const day = parseDate(date);
  const minutes = parseTimeLabel(time);
  if (!day.ok || !minutes.ok) return null;
  const total = minutes.value + plus;
  const inDay = total % 1440;
  return { date: fromDayNumber(dayNumber(day.value) + Math.floor(total / 1440)), hour: Math.floor(inDay / 60), minute: inDay % 60 };
}

export interface NightCalendar {
  /** `reservation-{id}` or `booking-{id}`: the order number only, made unique under the site's host. */
  readonly uidPrefix: string;
  readonly summary: string;
  /** The guest's page of it, absolute. */
  readonly page: string;
  readonly date: string;
  readonly startTime: string;
  /** The end, or null for a reservation, which lasts RESERVATION_HOURS. */
  readonly endTime: string | null;
  /** 0 when confirmed, the change's number after a change, one more than the last change when cancelled. */
  readonly sequence: number;
  readonly method: 'PUBLISH' | 'CANCEL';
}

/** A reservation's or a booking's night: the UID stays the same through its changes and its cancellation. */
export function nightCalendarFile(
  n: NightCalendar,
  venue: MailVenue,
  links: SiteLinks,
  timeZone: string,
  stamp: Date,
): ComposedAttachment | null {
  const start = nightTime(n.date, n.startTime);
  const end = n.endTime === null ? nightTime(n.date, n.startTime, RESERVATION_HOURS * 60) : nightTime(n.date, n.endTime);
  if (!start || !end) return null;
  const ics = buildIcs({
    uid: `${n.uidPrefix}@${links.host}`,
    summary: n.summary,
    description: n.page,
    location: placeOf(venue),
    url: n.page,
    start,
    end,
    timeZone,
    stamp,
    method: n.method,
    sequence: n.sequence,
  });
  return calendarFile(`${n.uidPrefix.split('-')[0] ?? 'night'}.ics`, ics, n.method);
}
