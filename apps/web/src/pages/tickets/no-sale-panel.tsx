// Instead of a form: the event has passed, is sold out or sells no tickets (core's ticketSale).
import { useId } from 'react';
import { pathTo } from '@venue/core/routing/routes';
import type { TicketSale } from '@venue/core/tickets/ticket-sale';
import * as m from '~messages/tickets';
import { SiteLink } from '../../routing/site-link';
import buttons from '../../ui/button.module.css';
import panel from '../../ui/panel.module.css';

const saleTexts = {
  past: { title: m.pastTitle, message: m.pastMessage },
  'sold-out': { title: m.soldOutTitle, message: m.soldOutMessage },
  'no-tickets': { title: m.noTicketsTitle, message: m.noTicketsMessage },
} satisfies Record<Exclude<TicketSale, 'on-sale'>, { readonly title: string; readonly message: string }>;

export function NoSalePanel({ sale, eventId }: { readonly sale: Exclude<TicketSale, 'on-sale'>; readonly eventId: string }) {
  const id = useId();
  const text = saleTexts[sale];
  return (
    <section className={panel.panel} aria-labelledby={id}>
      <h2 id={id}>{text.title}</h2>
      <p>{text.message}</p>
      <div className={panel.actions}>
        <SiteLink className={buttons.button} to={pathTo('Events')}>
          {m.seeUpcomingEvents}
        </SiteLink>
        <SiteLink className={buttons.ghost} to={pathTo('EventDetails', { eventId })}>
          {m.eventDetails}
        </SiteLink>
      </div>
    </section>
  );
}
