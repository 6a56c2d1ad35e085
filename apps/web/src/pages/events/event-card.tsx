import type { Event } from '@venue/core/content/event.schema';
import { pathTo } from '@venue/core/routing/routes';
import { SiteLink } from '../../routing/site-link';
import { dateBadge, formatEventDate, formatMoney } from '../../ui/format';
import { SizedImage } from '../../ui/sized-image';
import styles from './event-card.module.css';

interface EventCardProps {
  readonly event: Event;
  readonly currency: string;
  readonly past?: boolean;
  /** The first cards of a page load their posters at once. */
  readonly priority?: boolean;
}

export function EventCard({ event, currency, past = false, priority = false }: EventCardProps) {
  const badge = dateBadge(event.date);
  const price = past
    ? null
    : event.soldOut
      ? 'Sold out'
      : event.ticketsFrom === 0
        ? 'Free tickets'
        : event.ticketsFrom !== null
          ? `Tickets from ${formatMoney(event.ticketsFrom, currency)}`
          : 'Free entry';
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <SizedImage src={event.image} alt="" ratio={3 / 4} priority={priority} />
        <span className={styles.badge} aria-hidden="true">
          <span className={styles.badgeMonth}>{badge.month}</span>
          <span className={styles.badgeDay}>{badge.day}</span>
        </span>
        {!past && event.soldOut && <span className={styles.soldOut}>Sold out</span>}
      </div>
      <div className={styles.body}>
        <h3>
          <SiteLink className={styles.link} to={pathTo('EventDetails', { eventId: event._id })}>
            {event.name}
          </SiteLink>
        </h3>
        <p className={styles.meta}>
          {formatEventDate(event.date)} · {event.startTime}
        </p>
        <p className={styles.meta}>
          {event.category} · {event.location}
        </p>
        {price && <p className={styles.price}>{price}</p>}
      </div>
    </article>
  );
}
