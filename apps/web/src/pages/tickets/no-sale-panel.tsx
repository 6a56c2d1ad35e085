// Instead of a form: the event has passed, is sold out or sells no tickets (core's ticketSale).
import { useId } from 'react';
import { pathTo } from '@venue/core/routing/routes';
import { ticketSaleTexts, type TicketSale } from '@venue/core/tickets/ticket-sale';
import { SiteLink } from '../../routing/site-link';
import buttons from '../../ui/button.module.css';
import panel from '../../ui/panel.module.css';

export function NoSalePanel({ sale, eventId }: { readonly sale: Exclude<TicketSale, 'on-sale'>; readonly eventId: string }) {
  const id = useId();
  const text = ticketSaleTexts[sale];
  return (
    <section className={panel.panel} aria-labelledby={id}>
      <h2 id={id}>{text.title}</h2>
      <p>{text.message}</p>
      <div className={panel.actions}>
        <SiteLink className={buttons.button} to={pathTo('Events')}>
          See upcoming events
        </SiteLink>
        <SiteLink className={buttons.ghost} to={pathTo('EventDetails', { eventId })}>
          Event details
        </SiteLink>
      </div>
    </section>
  );
}
