// One ticket type with what it costs, what it includes, how many are left, its per-order limit and
// a stepper; the flow that owns the cart decides the limits (core's maxQuantity) and the presses.
import type { TicketType } from '@venue/core/content/ticket-type.schema';
import { maxQuantity } from '@venue/core/tickets/ticket-cart';
import { useVenue } from '../../app/use-venue';
import { formatMoney } from '../../ui/format';
import { QuantityStepper } from '../../ui/quantity-stepper';
import item from '../../ui/item-card.module.css';
import styles from './tickets.module.css';
import * as m from '~messages/tickets';
import { useVenueWords } from '../../ui/venue-language';

interface TicketRowProps {
  readonly type: TicketType;
  readonly quantity: number;
  readonly onMore: () => void;
  readonly onFewer: () => void;
}

export function TicketRow({ type, quantity, onMore, onFewer }: TicketRowProps) {
  const { currency } = useVenue();
  const max = maxQuantity(type);
  const soldOut = max === 0;
  const venueWords = useVenueWords();
  return (
    <li className={`${styles.ticket} ${quantity > 0 ? item.chosen : ''}`}>
      <div className={item.text}>
        <h3 {...venueWords}>{type.name}</h3>
        <p {...venueWords}>{type.description}</p>
        <p className={`${styles.facts}`}>
          {m.admits(type.guestsPerTicket)}
          {soldOut ? null : m.leftAndLimit(type.remaining, Math.min(type.maxPerOrder, max))}
        </p>
      </div>
      <p className={`${item.price} ${styles.price}`}>{type.price === 0 ? m.free : formatMoney(type.price, currency)}</p>
      <div className={styles.stepper}>
        {soldOut && quantity === 0 ? (
          <span className={styles.soldOut}>{m.soldOut}</span>
        ) : (
          <QuantityStepper name={type.name} quantity={quantity} onMore={onMore} onFewer={onFewer} atMost={quantity >= max} />
        )}
      </div>
    </li>
  );
}
