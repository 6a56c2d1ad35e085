// Where a guest goes after a page that has nothing more to offer: what is on, or home.
import { pathTo } from '@venue/core/routing/routes';
import { SiteLink } from '../routing/site-link';
import buttons from './button.module.css';

/** `primary`: the events link is the main button; otherwise both are secondary to another action. */
export function OnwardLinks({ primary = true }: { readonly primary?: boolean }) {
  return (
    <>
      <SiteLink className={primary ? buttons.button : buttons.ghost} to={pathTo('Events')}>
        See upcoming events
      </SiteLink>
      <SiteLink className={buttons.ghost} to={pathTo('Home')}>
        Back to home
      </SiteLink>
    </>
  );
}
