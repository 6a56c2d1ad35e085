// The guest's order: each chosen dish with its stepper and line total, and the estimate core prices
// from the menu (tax and service as the venue's settings say for Food). The venue prices the order
// itself; the payment page shows its figures before anything is charged.
import type { RefObject } from 'react';
import * as m from '~messages/food-delivery';
import { foodEstimate } from '@venue/core/food-delivery/food-cart';
import { orderSummaryRows } from '@venue/core/payment/payment-due';
import { useVenue } from '../../app/use-venue';
import { formatMoney } from '../../ui/format';
import { summaryRowLabel } from '../../ui/order-summary-words';
import { QuantityStepper } from '../../ui/quantity-stepper';
import { FoodDeliveryContext } from './food-delivery-context';
import styles from './food-delivery.module.css';
import { useVenueWords } from '../../ui/venue-language';

export function OrderPanel({ headingRef }: { readonly headingRef: RefObject<HTMLHeadingElement | null> }) {
  const actor = FoodDeliveryContext.useActorRef();
  const venueWords = useVenueWords();
  const estimate = FoodDeliveryContext.useSelector((s) => foodEstimate(s.context.cart, s.context.menu, s.context.settings));
  const cartRefused = FoodDeliveryContext.useSelector((s) => s.context.fieldErrors.some((e) => e.field === 'items'));
  const { currency } = useVenue();
  return (
    <section className={styles.card} aria-labelledby="food-order-title">
      <h2 id="food-order-title" ref={headingRef} tabIndex={-1}>
        {m.yourOrder}
      </h2>
      {estimate.lines.length === 0 ? (
        <p className={cartRefused ? styles.cartError : styles.muted}>{cartRefused ? m.chooseOneDish : m.nothingChosen}</p>
      ) : (
        <>
          <ul className={styles.lines}>
            {estimate.lines.map((line) => (
              <li key={line.itemId} className={styles.line}>
                <span className={styles.lineName} {...venueWords}>
                  {line.name}
                </span>
                <QuantityStepper
                  name={line.name}
                  quantity={line.quantity}
                  onFewer={() => actor.send({ type: 'guest.removeItem', itemId: line.itemId })}
                  onMore={() => actor.send({ type: 'guest.addItem', itemId: line.itemId })}
                />
                <span className={styles.lineTotal}>{formatMoney(line.lineTotal, currency)}</span>
              </li>
            ))}
          </ul>
          <dl className={styles.rows} aria-live="polite">
            {orderSummaryRows(estimate).map((row) => (
              <div key={row.key} className={styles.row}>
                <dt>{summaryRowLabel(row)}</dt>
                <dd data-testid={`food-${row.key}`}>{formatMoney(row.amount, currency)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
