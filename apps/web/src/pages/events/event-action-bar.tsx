// The event's main action kept in view on a phone (docs/product.md#event-details): a bar at the foot of the
// screen with the price from and `Buy tickets`, or what stands instead when the event is sold out or has passed.
// Drawn by the server, with no script: CSS keeps it at the foot while the page scrolls, in the room it takes
// in the page's flow (no shift, nothing hidden at the end), and shows it only below two columns, where the
// event's actions (event-actions.tsx) sit beside the facts instead.
import { pathTo } from '@venue/core/routing/routes';
import type { TicketSale } from '@venue/core/tickets/ticket-sale';
import * as m from '~messages/events';
import * as actions from '~messages/event-actions';
import type { Minor } from '@venue/core/money/minor-units';
import { SiteLink } from '../../routing/site-link';
import buttons from '../../ui/button.module.css';
import { formatMoney } from '../../ui/format';
import styles from './event-details-page.module.css';

interface EventActionBarProps {
  readonly eventId: string;
  readonly sale: TicketSale;
  /** The cheapest ticket still on sale. */
  readonly ticketsFrom: Minor | null;
  readonly currency: string;
}

export function EventActionBar({ eventId, sale, ticketsFrom, currency }: EventActionBarProps) {
  // Free entry: nothing to buy, and the page says so where its tickets would be.
  if (sale === 'no-tickets') return null;
  return (
    <div className={styles.actionBar}>
      {sale === 'on-sale' ? (
        <>
          {ticketsFrom === 0 ? (
            <p className={styles.barFigure}>
              <strong>{m.freeTickets}</strong>
            </p>
          ) : ticketsFrom !== null ? (
            <p className={styles.barFigure}>
              <span>{m.ticketsFrom}</span> <strong>{formatMoney(ticketsFrom, currency)}</strong>
            </p>
          ) : null}
          <SiteLink to={pathTo('Tickets', { eventId })} className={buttons.button}>
            {actions.buyTickets}
          </SiteLink>
        </>
      ) : (
        <>
          <p className={styles.soldOut}>{sale === 'past' ? actions.eventPassed : actions.soldOut}</p>
          <SiteLink to={pathTo('Events')} className={buttons.ghost}>
            {m.seeOtherEvents}
          </SiteLink>
        </>
      )}
    </div>
  );
}
