// The checkout with no tickets to buy (nothing kept from the tickets page, or nothing still sold).
import { useId } from 'react';
import { pathTo } from '@venue/core/routing/routes';
import { SiteLink } from '../../routing/site-link';
import buttons from '../../ui/button.module.css';
import panel from '../../ui/panel.module.css';
import * as m from '~messages/tickets';

export function NothingChosenPanel({ eventId }: { readonly eventId: string | null }) {
  const id = useId();
  return (
    <section className={panel.panel} aria-labelledby={id}>
      <h2 id={id}>{m.nothingChosenTitle}</h2>
      <p>{m.nothingChosenMessage}</p>
      <div className={panel.actions}>
        <SiteLink className={buttons.button} to={eventId === null ? pathTo('Events') : pathTo('Tickets', { eventId })}>
          {eventId === null ? m.seeUpcomingEvents : m.chooseTickets}
        </SiteLink>
      </div>
    </section>
  );
}
