import { useLoaderData } from 'react-router';
import { content } from '../../app/services';
import { loaded } from '../../routing/load';
import styles from '../../ui/page.module.css';
import { EventList } from './event-list';
import { EventsNav } from './events-nav';

export const loader = () => loaded(content.pastEvents());

export function Component() {
  const events = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>Past events</h1>
        <p>The nights we have already had. Event photos are in the gallery.</p>
        <EventsNav />
      </header>
      <EventList events={events} past empty="There are no past events yet." />
    </div>
  );
}
