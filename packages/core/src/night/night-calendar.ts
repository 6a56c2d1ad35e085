// "Add to calendar" for a night summary (docs/product.md#the-night-summary): one iCalendar entry from the night's
// start to its end on the venue's clock. A time after midnight belongs to the morning after the night's date; a
// night with no set end (a table) lasts TABLE_HOURS; a night with no start time has no entry.
import { dayNumber, fromDayNumber } from '../dates/calendar-date';
import { parseTimeLabel } from '../dates/night-time';
import type { LocalDateTime } from '../events/event-times';
import { parseIsoDate } from '../events/event-times';
import { icsFileName, type IcsEvent } from '../events/ics';
import { confirmationHref, pathTo } from '../routing/routes';
import type { NightKind, NightSummary } from './night-summary';
import { nightBring, nightPlace, nightTitle, type NightWords } from './night-words';

/** How long a table's entry lasts: the table is the guest's for the evening. */
export const TABLE_HOURS = 3;

/** A time of the night, `plus` minutes later, as a local date-time; null when the date or time cannot be read. */
export function nightTime(isoNight: string, time: string, plus = 0): LocalDateTime | null {
  const day = parseIsoDate(isoNight);
  const minutes = parseTimeLabel(time);
  if (day === null || !minutes.ok) return null;
  const total = minutes.value + plus;
  const inDay = total % 1440;
  return { date: fromDayNumber(dayNumber(day) + Math.floor(total / 1440)), hour: Math.floor(inDay / 60), minute: inDay % 60 };
}

const minutesBetween = (a: LocalDateTime, b: LocalDateTime): number =>
  (dayNumber(b.date) - dayNumber(a.date)) * 1440 + (b.hour - a.hour) * 60 + (b.minute - a.minute);

export interface NightCalendarOptions {
  /** Globally unique and stable through changes: `{event id or order kind-number}@{site host}`. */
  readonly uid: string;
  /** The guest's page of the night, absolute. */
  readonly url: string;
  readonly description: string;
  readonly stamp: Date;
  /** The venue's IANA zone; null writes floating local times. */
  readonly timeZone: string | null;
  readonly method?: 'PUBLISH' | 'CANCEL';
  readonly sequence?: number;
  /** The language the entry's title is written in. */
  readonly words: NightWords;
}

/** The night as an iCalendar entry for buildIcs, or null when it has no start time. */
export function nightCalendarEvent(summary: NightSummary, options: NightCalendarOptions): IcsEvent | null {
  if (summary.startTime === null) return null;
  const start = nightTime(summary.night, summary.startTime);
  if (start === null) return null;
  const end = summary.endTime === null ? null : nightTime(summary.night, summary.endTime);
  // An end on or before the start (a close "after" a late start) is read as the morning after.
  const laterEnd = end !== null && minutesBetween(start, end) <= 0 ? nightTime(summary.night, summary.endTime ?? '', 1440) : end;
  const finish = laterEnd ?? nightTime(summary.night, summary.startTime, TABLE_HOURS * 60);
  if (finish === null) return null;
  return {
    uid: options.uid,
    summary: nightTitle(summary, options.words),
    description: options.description,
    location: nightPlace(summary) ?? '',
    url: options.url,
    start,
    end: finish,
    timeZone: options.timeZone,
    stamp: options.stamp,
    ...(options.method === undefined ? {} : { method: options.method }),
    ...(options.sequence === undefined ? {} : { sequence: options.sequence }),
  };
}

/** What names a booked night's entry in the UID, as the mails name it: `reservation-{order number}@{host}`. */
const uidKinds: Readonly<Record<Exclude<NightKind, 'event'>, string>> = {
  table: 'reservation',
  'bottle-table': 'bottle',
  'private-event': 'booking',
  'coat-check': 'coat-check',
};

/**
 * The entry's UID, the same wherever the guest adds the night (the event page, the confirmation, a code page, a
 * mail), so their calendar keeps one entry: `{eventId}@{host}` for an event, `{kind}-{order number}@{host}` for
 * what was booked. null when neither is known.
 */
export function nightCalendarUid(summary: NightSummary, orderId: string | null, host: string): string | null {
  if (summary.kind === 'event') return summary.eventId === null ? null : `${summary.eventId}@${host}`;
  return orderId === null || orderId === '' ? null : `${uidKinds[summary.kind]}-${orderId}@${host}`;
}

/** The entry's text: what to bring, then the guest's page of the night. */
export function nightCalendarDescription(summary: NightSummary, pageUrl: string, words: NightWords): string {
  const bring = nightBring(summary, words);
  return bring === null ? pageUrl : `${words.bringLine(bring)}\n\n${pageUrl}`;
}

/** "deep-nights.ics", "table-for-4.ics". */
export const nightCalendarFileName = (summary: NightSummary, words: NightWords): string => icsFileName(nightTitle(summary, words));

/** Whether the night has a time to put in a calendar (a coat check or a code's table night has none). */
export const canAddToCalendar = (summary: NightSummary): boolean =>
  summary.startTime !== null && nightTime(summary.night, summary.startTime) !== null;

/**
 * The page an entry links to, a path on the site: the event's page, or the order's confirmation without its secret
 * (a calendar syncs to other devices and services; the codes stay with the buyer's own address).
 */
export function nightPagePath(summary: NightSummary, orderKind: string | null, orderId: string | null): string {
  if (summary.kind === 'event' && summary.eventId !== null) return pathTo('EventDetails', { eventId: summary.eventId });
  return orderKind !== null && orderId !== null ? confirmationHref(orderKind, orderId) : pathTo('Home');
}
