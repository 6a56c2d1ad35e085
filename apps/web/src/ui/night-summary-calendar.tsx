// "Add to calendar" beside a night summary (docs/product.md#the-night-summary): the night as an .ics file made in
// the browser by core's calendar entry, under the UID the event page and the mails use, so the guest's calendar
// keeps one entry. An island on a content page (a guest's code page); a part of the page on a flow page. The file is
// made in the page's script only: until it runs the button waits, and a press is held until then.
import { useState } from 'react';
import { buildIcs } from '@venue/core/events/ics';
import { nightCalendarDescription, nightCalendarEvent, nightCalendarFileName, nightCalendarUid } from '@venue/core/night/night-calendar';
import type { NightSummary } from '@venue/core/night/night-summary';
import * as m from '~messages/night';
import buttons from './button.module.css';
import { downloadFile } from './download-file';
import styles from './night-summary.module.css';
import { NIGHT_WORDS } from './night-words';
import { scriptOnly, useHydrated } from './use-hydrated';

export interface NightCalendarButtonProps {
  readonly summary: NightSummary;
  /** The order the night was booked with (the entry's UID); null for an event's night. */
  readonly orderId: string | null;
  /** The entry's page, a path on this site (nightPagePath). */
  readonly pagePath: string;
  /** The venue's IANA zone: the entry's times are the venue's clock; null writes them floating. */
  readonly timeZone: string | null;
}

export function NightCalendarButton({ summary, orderId, pagePath, timeZone }: NightCalendarButtonProps) {
  const [status, setStatus] = useState('');
  const hydrated = useHydrated();

  const addToCalendar = () => {
    const { host, origin } = window.location;
    const url = new URL(pagePath, origin).toString();
    const uid = nightCalendarUid(summary, orderId, host);
    const entry =
      uid === null
        ? null
        : nightCalendarEvent(summary, {
            uid,
            url,
            description: nightCalendarDescription(summary, url, NIGHT_WORDS),
            stamp: new Date(),
            timeZone,
            words: NIGHT_WORDS,
          });
    if (entry === null) {
      setStatus(m.noTimeForCalendar);
      return;
    }
    downloadFile(buildIcs(entry), nightCalendarFileName(summary, NIGHT_WORDS), 'text/calendar;charset=utf-8');
    setStatus(m.calendarDownloading);
  };

  return (
    <div className={styles.calendar}>
      <button type="button" className={buttons.ghost} onClick={addToCalendar} disabled={!hydrated} {...scriptOnly}>
        {m.addToCalendar}
      </button>
      <p className={styles.status} role="status">
        {status}
      </p>
    </div>
  );
}
