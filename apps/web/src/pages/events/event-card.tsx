import type { Event } from '@venue/core/content/event.schema';
import { altOf } from '@venue/core/content/image-alt';
import { pathTo } from '@venue/core/routing/routes';
import { SiteLink } from '../../routing/site-link';
import { dateBadge, formatEventDate, formatMoney, formatTimeOfDay } from '../../ui/format';
import { SizedImage } from '../../ui/sized-image';
import { GRID_CARD_SIZES } from '../../ui/picture-sizes';
import styles from './event-card.module.css';
import * as m from '~messages/events';
import * as actions from '~messages/event-actions';
import { useVenueWords } from '../../ui/venue-language';

interface EventCardProps {
  readonly event: Event;
  readonly currency: string;
  readonly past?: boolean;
  /** How the poster loads: `high` for the page's main picture, `low` for one also in the first screen (ui/sized-image.tsx). */
  readonly priority?: 'high' | 'low' | undefined;
  /** 2 where the cards come straight under the page's title, 3 under a section heading. */
  readonly headingLevel?: 2 | 3;
  /** How wide the poster shows (ui/picture-sizes.ts): a card of the page's grid unless the list's layout differs. */
  readonly sizes?: string;
}

export function EventCard({ event, currency, past = false, priority, headingLevel = 3, sizes = GRID_CARD_SIZES }: EventCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const venueWords = useVenueWords();
  const badge = dateBadge(event.date);
  const price = past
    ? null
    : event.soldOut
      ? actions.soldOut
      : event.ticketsFrom === 0
        ? m.freeTickets
        : event.ticketsFrom !== null
          ? m.ticketsFromPrice(formatMoney(event.ticketsFrom, currency))
          : m.freeEntry;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <SizedImage src={event.image} alt={altOf(event.imageAlt, '')} ratio={3 / 4} sizes={sizes} priority={priority} {...venueWords} />
        <span className={styles.badge} aria-hidden="true">
          <span className={styles.badgeMonth}>{badge.month}</span>
          <span className={styles.badgeDay}>{badge.day}</span>
        </span>
        {!past && event.soldOut && <span className={styles.soldOut}>{actions.soldOut}</span>}
      </div>
      <div className={styles.body}>
        <Heading>
          <SiteLink className={styles.link} to={pathTo('EventDetails', { eventId: event._id })} {...venueWords}>
            {event.name}
          </SiteLink>
        </Heading>
        <p className={styles.meta}>
          {formatEventDate(event.date)} · {formatTimeOfDay(event.startTime)}
        </p>
        <p className={styles.meta} {...venueWords}>
          {event.category} · {event.location}
        </p>
        {price && <p className={styles.price}>{price}</p>}
      </div>
    </article>
  );
}
