import { useLoaderData } from 'react-router';
import { content } from '../../app/services';
import { loaded } from '../../routing/load';
import styles from '../../ui/page.module.css';
import { EventList } from './event-list';
import { EventsNav } from './events-nav';

export const loader = () => loaded(content.upcomingEvents());

export function Component() {
  const events = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>Events</h1>
        <p>What is on next: DJs, live music and themed nights. Pick a night to see the line-up and tickets.</p>
        <EventsNav />
      </header>
      <EventList events={events} empty="No upcoming events are announced yet. Check back soon." />
    </div>
  );
}
