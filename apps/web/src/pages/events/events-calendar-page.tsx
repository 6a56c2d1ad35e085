// The events calendar page: its heading and the events' tabs; the calendar itself is an island
// (events-calendar.tsx) that works once the guest touches it.
import { useLoaderData } from 'react-router';
import { loadVenueToday } from '../../app/venue-today';
import { content } from '../../app/services';
import { useVenue } from '../../app/use-venue';
import { Island } from '../../islands/island';
import { loaded } from '../../routing/load';
import page from '../../ui/page.module.css';
import { EventsCalendar } from './events-calendar';
import { EventsNav } from './events-nav';
import * as m from '~messages/events';

// The venue's today comes with the events, so the server's calendar and the hydrated one agree.
export const loader = async () => {
  const [events, today] = await Promise.all([loaded(content.allEvents()), loadVenueToday()]);
  return { events, today };
};

export function Component() {
  const { events, today } = useLoaderData<typeof loader>();
  const { currency } = useVenue();
  return (
    <div className={page.page}>
      <header className={page.head}>
        <h1>{m.calendarTitle}</h1>
        <p>{m.calendarIntro}</p>
        <EventsNav />
      </header>
      <Island name="events-calendar" component={EventsCalendar} props={{ events, currency, today }} />
    </div>
  );
}
