import type { Event } from '@venue/core/content/event.schema';
import { useVenue } from '../../app/use-venue';
import { EmptyState } from '../../ui/empty-state';
import styles from '../../ui/page.module.css';
import { EventCard } from './event-card';

export function EventList({
  events,
  past = false,
  empty,
}: {
  readonly events: readonly Event[];
  readonly past?: boolean;
  readonly empty: string;
}) {
  const { currency } = useVenue();
  if (events.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <ul className={styles.grid}>
      {events.map((event, i) => (
        <li key={event._id}>
          <EventCard event={event} currency={currency} past={past} priority={i === 0 ? 'high' : undefined} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}
