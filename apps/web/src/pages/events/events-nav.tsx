// The links between the three event views.
import { useLocation } from 'react-router';
import { pathTo } from '@venue/core/routing/routes';
import { SiteLink } from '../../routing/site-link';
import styles from '../../ui/page.module.css';
import * as m from '~messages/events';

const views = [
  { to: pathTo('Events'), label: m.upcomingView },
  { to: pathTo('EventsCalendar'), label: m.calendarView },
  { to: pathTo('PastEvents'), label: m.pastView },
];

export function EventsNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label={m.eventViews}>
      <ul className={styles.tabs}>
        {views.map((view) => (
          <li key={view.to}>
            <SiteLink
              to={view.to}
              className={pathname === view.to ? styles.tabActive : styles.tab}
              aria-current={pathname === view.to ? 'page' : undefined}
            >
              {view.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
