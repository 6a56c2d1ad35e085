// The cart bar (docs/product.md#bottle-service): bottles, SUB TOTAL with the all-in estimate beside it (tax and
// service charge included, the bottles discount taken off: the checkout's Total) and the minimum still to reach,
// as core prices them at every tap; sticky at the bottom on phones. Check-out asks the flow, which
// either warns or stores the selection and goes to the checkout.
import { bottleEstimate } from '@venue/core/bottles/bottle-estimate';
import * as m from '~messages/bottles';
import { bottleFlowQuote } from '@venue/core/bottles/bottle-flow.machine';
import { useVenue } from '../../app/use-venue';
import buttons from '../../ui/button.module.css';
import { formatMoney, formatPercent } from '../../ui/format';
import { BottleFlowContext } from './bottle-flow-context';
import bar from '../../ui/order-bar.module.css';
import styles from './bottles.module.css';

export function CartBar() {
  const actor = BottleFlowContext.useActorRef();
  const count = BottleFlowContext.useSelector((s) => bottleFlowQuote(s.context).bottleCount);
  const subtotal = BottleFlowContext.useSelector((s) => bottleFlowQuote(s.context).subtotal);
  const remaining = BottleFlowContext.useSelector((s) => bottleFlowQuote(s.context).remaining);
  const tableMinimum = BottleFlowContext.useSelector((s) => bottleFlowQuote(s.context).tableMinimum);
  const { currency } = useVenue();
  const estimate = BottleFlowContext.useSelector((s) => bottleEstimate(bottleFlowQuote(s.context)));
  return (
    <div className={bar.bar}>
      <p className={`${bar.figures} ${styles.cartSummary}`} role="status">
        <span data-testid="cart-count">{m.bottleCount(count)}</span>
        <span>
          {m.total} <strong data-testid="cart-total">{formatMoney(subtotal, currency)}</strong>
        </span>
        {estimate !== null && (
          <span className={styles.estimate} data-testid="cart-estimate">
            <span aria-hidden="true">· </span>
            {m.allInEstimate(
              <bdi key="amount">{formatMoney(estimate.amount, currency)}</bdi>,
              estimate.tax,
              estimate.service,
              estimate.discountPercent === null ? null : formatPercent(estimate.discountPercent),
            )}
          </span>
        )}
        <span>
          {m.remainingMinimum} <strong data-testid="cart-remaining">{formatMoney(remaining, currency)}</strong>
        </span>
        <span className={styles.minimum}>
          {m.tableMinimum} <bdi>{formatMoney(tableMinimum, currency)}</bdi>
        </span>
      </p>
      <button type="button" className={buttons.button} onClick={() => actor.send({ type: 'guest.checkout' })}>
        {m.checkOut}
      </button>
    </div>
  );
}
