// The links between the three event views.
import { useLocation } from 'react-router';
import { pathTo } from '@venue/core/routing/routes';
import { SiteLink } from '../../routing/site-link';
import styles from '../../ui/page.module.css';

const views = [
  { to: pathTo('Events'), label: 'Upcoming' },
  { to: pathTo('EventsCalendar'), label: 'Calendar' },
  { to: pathTo('PastEvents'), label: 'Past events' },
];

export function EventsNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Event views">
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
