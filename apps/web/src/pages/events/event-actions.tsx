// An event's actions: Buy while tickets are on sale (otherwise why not), "Add to calendar" as an .ics
// file and a share link, with a status line. An island on the event's page: the two buttons need the
// browser; their press is held until it has loaded.
import { useState, type ReactNode } from 'react';
import { buildIcs, icsFileName } from '@venue/core/events/ics';
import { eventTimes } from '@venue/core/events/event-times';
import { pathTo } from '@venue/core/routing/routes';
import type { ShareOutcome } from '@venue/core/sharing/share-link';
import type { TicketSale } from '@venue/core/tickets/ticket-sale';
import * as actions from '~messages/event-actions';
import { SiteLink } from '../../routing/site-link';
import buttons from '../../ui/button.module.css';
import { downloadFile } from '../../ui/download-file';
import { shareFromBrowser } from '../../ui/share-link';
import { scriptOnly, useHydrated } from '../../ui/use-hydrated';
import styles from './event-details-page.module.css';

export interface EventActionsProps {
  readonly event: {
    readonly id: string;
    readonly name: string;
    readonly date: string;
    readonly startTime: string;
    readonly endTime: string;
    /** The event's description as text, for the calendar entry. */
    readonly about: string;
  };
  readonly sale: TicketSale;
  /** Where the event is: its room, the venue's name and address. */
  readonly place: string;
  /** The event page's full address. */
  readonly pageUrl: string;
  readonly timeZone: string | null;
}

/** The status line after a share; a link left on screen to copy adds the link itself. */
const shareOutcomeWords = {
  shared: actions.linkShared,
  cancelled: '',
  copied: actions.linkCopied,
  shown: actions.copyThisLink,
} satisfies Record<ShareOutcome, string>;

export function EventActions({ event, sale, place, pageUrl, timeZone }: EventActionsProps) {
  const [status, setStatus] = useState<ReactNode>('');
  // Both buttons work in the page's script only: until it runs they would do nothing.
  const hydrated = useHydrated();

  const addToCalendar = () => {
    const times = eventTimes(event.date, event.startTime, event.endTime);
    if (!times) {
      setStatus(actions.noReadableTime);
      return;
    }
    const ics = buildIcs({
      uid: `${event.id}@${window.location.host}`,
      summary: event.name,
      description: `${event.about}\n\n${pageUrl}`,
      location: place,
      url: pageUrl,
      ...times,
      timeZone,
      stamp: new Date(),
    });
    downloadFile(ics, icsFileName(event.name), 'text/calendar;charset=utf-8');
    setStatus(actions.calendarFileDownloading);
  };

  const share = async () => {
    const outcome = await shareFromBrowser({ title: event.name, text: event.name, url: pageUrl });
    setStatus(
      outcome === 'shown' ? (
        <>
          {actions.copyThisLink} <bdi>{pageUrl}</bdi>
        </>
      ) : (
        shareOutcomeWords[outcome]
      ),
    );
  };

  return (
    <>
      <div className={styles.actions}>
        {/* docs/product.md#event-details: Buy only while tickets are on sale; otherwise why not. */}
        {/* On a phone the bar at the foot of the screen has it instead (event-action-bar.tsx). */}
        {sale === 'on-sale' ? (
          <SiteLink to={pathTo('Tickets', { eventId: event.id })} className={`${buttons.button} ${styles.wideOnly}`}>
            {actions.buyTickets}
          </SiteLink>
        ) : sale === 'sold-out' ? (
          <span className={`${styles.soldOut} ${styles.wideOnly}`}>{actions.soldOut}</span>
        ) : sale === 'past' ? (
          <span className={`${styles.soldOut} ${styles.wideOnly}`}>{actions.eventPassed}</span>
        ) : null}
        <button type="button" className={buttons.ghost} onClick={addToCalendar} disabled={!hydrated} {...scriptOnly}>
          {actions.addToCalendar}
        </button>
        <button type="button" className={buttons.ghost} onClick={() => void share()} disabled={!hydrated} {...scriptOnly}>
          {actions.share}
        </button>
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
    </>
  );
}
