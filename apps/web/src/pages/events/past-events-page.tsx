import { useLoaderData } from 'react-router';
import { content } from '../../app/services';
import { loaded } from '../../routing/load';
import styles from '../../ui/page.module.css';
import { EventList } from './event-list';
import { EventsNav } from './events-nav';
import * as m from '~messages/events';

export const loader = () => loaded(content.pastEvents());

export function Component() {
  const events = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>{m.pastEventsTitle}</h1>
        <p>{m.pastEventsIntro}</p>
        <EventsNav />
      </header>
      <EventList events={events} past empty={m.noPastEvents} />
    </div>
  );
}
