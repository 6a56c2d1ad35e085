// The checkout with no tickets to buy (nothing kept from the tickets page, or nothing still sold).
import { useId } from 'react';
import { pathTo } from '@venue/core/routing/routes';
import { SiteLink } from '../../routing/site-link';
import buttons from '../../ui/button.module.css';
import panel from '../../ui/panel.module.css';

export function NothingChosenPanel({ eventId }: { readonly eventId: string | null }) {
  const id = useId();
  return (
    <section className={panel.panel} aria-labelledby={id}>
      <h2 id={id}>No tickets chosen yet</h2>
      <p>Choose your tickets first, then come back here to place your order.</p>
      <div className={panel.actions}>
        <SiteLink className={buttons.button} to={eventId === null ? pathTo('Events') : pathTo('Tickets', { eventId })}>
          {eventId === null ? 'See upcoming events' : 'Choose tickets'}
        </SiteLink>
      </div>
    </section>
  );
}
