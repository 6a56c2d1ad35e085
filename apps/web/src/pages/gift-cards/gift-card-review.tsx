// The gift card as the venue created it, before payment: the amount, who it is for and from, the total to
// pay; Continue to payment confirms the order (core's confirm step), then the flow leaves for the payment page.
import { useId, useRef } from 'react';
import type { Minor } from '@venue/core/money/minor-units';
import type { GiftCardPayload } from '@venue/core/orders/gift-card.schema';
import { orderFailure, orderFlowPhase } from '@venue/core/orders/order-flow-submit';
import { orderFailureText } from '../../ui/order-failure-text';
import { useVenue } from '../../app/use-venue';
import { formatMajorMoney, formatMoney } from '../../ui/format';
import { useFocusOn } from '../../ui/use-focus-on';
import { SubmitButton } from '../../ui/submit-button';
import { FailureNote } from '../../ui/form-bits';
import layout from '../../ui/form-layout.module.css';
import * as m from '~messages/gift-cards';
import { GiftCardFlowContext } from './gift-card-flow-context';
import styles from './gift-cards.module.css';

const cents = (amount: number) => amount as Minor;

export function GiftCardReview({ card }: { readonly card: GiftCardPayload }) {
  const actor = GiftCardFlowContext.useActorRef();
  const order = GiftCardFlowContext.useSelector((s) => s.context.order);
  const phase = GiftCardFlowContext.useSelector(orderFlowPhase);
  const failure = GiftCardFlowContext.useSelector((s) => orderFailureText(orderFailure(s.context)));
  const { currency } = useVenue();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOn(heading, order?.orderId ?? null);
  if (order === null) return null;
  const busy = phase === 'busy';
  // After a failed confirm the same button asks again; the flow keeps the order.
  const press = () => actor.send(phase === 'reviewing' ? { type: 'guest.confirm' } : { type: 'guest.retry' });

  return (
    <section className={`${layout.card} ${styles.review}`} aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1}>
        {m.checkYourGiftCard}
      </h2>
      <p>{m.goesTo(<bdi key="name">{card.recipientName.trim()}</bdi>, <bdi key="email">{card.recipientEmail.trim()}</bdi>)}</p>
      <dl className={styles.facts}>
        <dt>{m.orderNumber}</dt>
        <dd>{order.orderId}</dd>
        <dt>{m.giftCard}</dt>
        <dd>{formatMajorMoney(card.amount, currency)}</dd>
        <dt>{m.forWhom}</dt>
        <dd>
          {card.recipientName} ({card.recipientEmail})
        </dd>
        <dt>{m.fromWhom}</dt>
        <dd>
          {card.senderName} ({card.senderEmail})
        </dd>
        {card.message !== undefined && (
          <>
            <dt>{m.message}</dt>
            <dd className={styles.message}>{card.message}</dd>
          </>
        )}
        {order.total !== null && (
          <>
            <dt>{m.totalToPay}</dt>
            <dd className={styles.total}>{formatMoney(cents(order.total), currency)}</dd>
          </>
        )}
      </dl>
      <FailureNote text={failure} />
      <div className={layout.actions}>
        <SubmitButton busy={busy} busyText={m.confirming} onPress={press}>
          {phase === 'reviewing' ? m.continueToPayment : m.tryAgain}
        </SubmitButton>
      </div>
    </section>
  );
}
