// Where a guest goes after a page that has nothing more to offer: what is on, or home.
import { pathTo } from '@venue/core/routing/routes';
import * as m from '~messages/ui';
import { SiteLink } from '../routing/site-link';
import buttons from './button.module.css';

/**
 * `primary`: the events link is the main button; otherwise both are secondary to another action.
 * `short`: "Upcoming events" and "Home", as the panels of a page that is not there say it.
 */
export function OnwardLinks({ primary = true, short = false }: { readonly primary?: boolean; readonly short?: boolean }) {
  return (
    <>
      <SiteLink className={primary ? buttons.button : buttons.ghost} to={pathTo('Events')}>
        {short ? m.upcomingEvents : m.seeUpcomingEvents}
      </SiteLink>
      <SiteLink className={buttons.ghost} to={pathTo('Home')}>
        {short ? m.home : m.backToHome}
      </SiteLink>
    </>
  );
}
