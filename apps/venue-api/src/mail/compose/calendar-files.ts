// The .ics files mails carry (docs/product.md#mail): core's calendar entry of the night (docs/product.md#the-night-summary),
// written by core's iCalendar writer under the UID every "Add to calendar" of that night uses, so a guest's calendar
// keeps one entry: an event's `{eventId}@{host}`, the one its page uses; a booked night's `{kind}-{order number}@{host}`,
// kept through its changes and its cancellation. No secret goes in: the order number and the public pages only.
import { buildIcs } from '@venue/core/events/ics';
import { nightCalendarDescription, nightCalendarEvent, nightCalendarFileName, nightCalendarUid } from '@venue/core/night/night-calendar';
import type { NightSummary } from '@venue/core/night/night-summary';
import type { ComposedAttachment } from '../outbox-mail';
import type { SiteLinks } from './site-links';
import { nightWordsIn } from '../../languages/night-words';

const calendarFile = (filename: string, ics: string, method: 'PUBLISH' | 'CANCEL'): ComposedAttachment => ({
  filename,
  contentType: `text/calendar; charset=utf-8; method=${method}`,
  content: new TextEncoder().encode(ics),
});

export interface SummaryCalendar {
  readonly night: NightSummary;
  /** The order the night was booked with (its UID); null for an event's night. */
  readonly orderId: string | null;
  /** The guest's page of it, absolute. */
  readonly page: string;
  /** 0 when confirmed, the change's number after a change, one more than the last change when cancelled. */
  readonly sequence?: number;
  readonly method?: 'PUBLISH' | 'CANCEL';
}

/** The night as a calendar file in the guest's `language`, or null when it has no time to put in one (a coat check). */
export function summaryCalendarFile(
  c: SummaryCalendar,
  links: SiteLinks,
  timeZone: string,
  stamp: Date,
  language: string,
): ComposedAttachment | null {
  const words = nightWordsIn(language);
  const uid = nightCalendarUid(c.night, c.orderId, links.host);
  const entry =
    uid === null
      ? null
      : nightCalendarEvent(c.night, {
          uid,
          url: c.page,
          description: nightCalendarDescription(c.night, c.page, words),
          words,
          stamp,
          timeZone,
          ...(c.method === undefined ? {} : { method: c.method }),
          ...(c.sequence === undefined ? {} : { sequence: c.sequence }),
        });
  return entry === null ? null : calendarFile(nightCalendarFileName(c.night, words), buildIcs(entry), c.method ?? 'PUBLISH');
}
