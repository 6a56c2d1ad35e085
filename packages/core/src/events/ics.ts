// "Add to calendar": one VEVENT as an iCalendar file (RFC 5545). The poster's times are the venue's
// wall clock; with the venue's time zone known they are written in UTC (section 3.3.5, form 2), so a
// guest's calendar in another zone shows the right moment (docs/product.md#the-venues-time-zone).
// Without one (an API that sends no zone) they stay floating local times (form 1).
import { instantOf } from '../shared/time-zone';
import type { LocalDateTime } from './event-times';

export interface IcsEvent {
  /** Globally unique: the event id at the site's host. */
  readonly uid: string;
  readonly summary: string;
  readonly description: string;
  readonly location: string;
  readonly url: string | null;
  readonly start: LocalDateTime;
  readonly end: LocalDateTime;
  /** The venue's IANA time zone, or null when unknown. */
  readonly timeZone: string | null;
  /** When the file was made (DTSTAMP, in UTC). */
  readonly stamp: Date;
  /**
   * RFC 5546: PUBLISH (the default) adds the entry; CANCEL takes it off a calendar that holds the same UID. A mailed
   * change is a PUBLISH of the same UID with a higher sequence (docs/product.md#mail).
   */
  readonly method?: 'PUBLISH' | 'CANCEL';
  /** Revision of the entry (SEQUENCE, 0 first): a calendar keeps the highest it has seen of a UID. */
  readonly sequence?: number;
}

const CRLF = '\r\n';
/** RFC 5545 3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
export const ICS_MAX_LINE_OCTETS = 75;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** TEXT values (3.3.11): backslash, semicolon, comma and line breaks are escaped. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** UTF-8 length of one code point (a lone surrogate is written as U+FFFD, 3 octets). */
function octets(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/**
 * Folds a content line (3.1): pieces of at most 75 octets, each continuation starting with one
 * space. Splits only between code points, so a multi-byte character is never cut.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = ICS_MAX_LINE_OCTETS;
  for (const char of line) {
    const width = octets(char);
    if (size + width > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = ICS_MAX_LINE_OCTETS - 1; // the leading space counts
    }
    current += char;
    size += width;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const dateTime = (t: LocalDateTime): string =>
  `${pad(t.date.year, 4)}${pad(t.date.month)}${pad(t.date.day)}T${pad(t.hour)}${pad(t.minute)}00`;

const utcStamp = (d: Date): string =>
  `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;

const when = (t: LocalDateTime, zone: string | null): string => (zone ? utcStamp(instantOf(t, zone)) : dateTime(t));

/** The whole file, CRLF line breaks, ending with a line break. */
export function buildIcs(event: IcsEvent, productId = '-//Venue Website//Events//EN'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method ?? 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    ...(event.sequence === undefined ? [] : [`SEQUENCE:${Math.max(0, Math.trunc(event.sequence))}`]),
    ...(event.method === 'CANCEL' ? ['STATUS:CANCELLED'] : []),
    `DTSTART:${when(event.start, event.timeZone)}`,
    `DTEND:${when(event.end, event.timeZone)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A file name for the download: the event's name in plain letters, digits and dashes. */
export function icsFileName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `${slug || 'event'}.ics`;
}
