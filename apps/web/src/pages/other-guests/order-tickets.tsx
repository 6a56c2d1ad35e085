// The tickets of the order, as the venue priced them: what the guests are named for.
import { useId } from 'react';
import type { PayableOrder } from '@venue/core/payment/payment.port';
import styles from './other-guests.module.css';
import * as m from '~messages/other-guests';
import { useVenueWords } from '../../ui/venue-language';

export function OrderTickets({ order }: { readonly order: PayableOrder }) {
  const id = useId();
  const venueWords = useVenueWords();
  if (order.lines.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id}>{m.yourTickets}</h2>
      <ul className={styles.tickets}>
        {order.lines.map((line, i) => (
          <li key={`${line.itemId}-${i}`}>
            <span {...venueWords}>{line.name}</span>
            <span className={styles.quantity}>× {line.quantity}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
