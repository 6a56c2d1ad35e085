// The total bar: tickets chosen and the total as core prices them at every tap (tax and service
// on the Tickets lists included); sticky at the bottom. Check out asks the cart machine, which
// either warns or keeps the cart and goes to the checkout.
import { ticketCount, ticketQuote } from '@venue/core/tickets/ticket-cart';
import { useVenue } from '../../app/use-venue';
import buttons from '../../ui/button.module.css';
import { formatMoney } from '../../ui/format';
import { TicketCartContext } from './ticket-cart-context';
import bar from '../../ui/order-bar.module.css';
import styles from './tickets.module.css';
import * as m from '~messages/tickets';

export function TicketTotalBar() {
  const actor = TicketCartContext.useActorRef();
  const count = TicketCartContext.useSelector((s) => ticketCount(s.context.cart));
  const total = TicketCartContext.useSelector((s) => ticketQuote(s.context.cart, s.context.types, s.context.settings).total);
  const warning = TicketCartContext.useSelector((s) => s.hasTag('warning'));
  const { currency } = useVenue();
  return (
    <div className={bar.bar}>
      <p className={bar.figures} role="status">
        <span>{m.ticketCount(count)}</span>
        <span>
          {m.total} <strong data-testid="tickets-total">{formatMoney(total, currency)}</strong>
        </span>
      </p>
      <p role="alert" className={warning ? styles.warning : styles.alertEmpty}>
        {warning ? m.noTicketWarning : ''}
      </p>
      <button type="button" className={buttons.button} onClick={() => actor.send({ type: 'guest.checkout' })}>
        {m.checkOut}
      </button>
    </div>
  );
}
