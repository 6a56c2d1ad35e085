// The order to pay and the way to pay it: the venue's figures on one side, the card (Stripe) or the
// test card (test mode) and the Pay button on the other. The machine decides; this only shows it.
import { useSelector } from '@xstate/react';
import type { Stripe } from '@stripe/stripe-js';
import type { RefObject } from 'react';
import type { CardDetails, Payment } from '@venue/adapters/payment/stripe.payment';
import * as m from '~messages/payment';
import { useVenue } from '../../app/use-venue';
import buttons from '../../ui/button.module.css';
import { formatClockTime, formatMoney } from '../../ui/format';
import { OrderSummary } from '../../ui/order-summary';
import { PaymentStatus } from './payment-status';
import { StripeCardField } from './stripe-card-field';
import { TestCardField } from './test-card-field';
import type { PaymentActor } from './use-payment-actor';
import styles from './payment-page.module.css';

interface PaymentFormProps {
  readonly actor: PaymentActor;
  readonly payment: Payment<Stripe>;
  readonly card: RefObject<CardDetails | null>;
}

export function PaymentForm({ actor, payment, card }: PaymentFormProps) {
  const { currency, timeZone } = useVenue();
  const order = useSelector(actor, (s) => s.context.order);
  // A reload that failed, or a night that went to another booking, shows its panel alone, not the figures read before it.
  const figures = useSelector(actor, (s) => (s.matches('loadFailed') || s.matches('nightTaken') ? null : s.context.figures));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canPay = useSelector(actor, (s) => s.can({ type: 'guest.pay' }));
  // After a failure that may have charged, the only way on is the alert's own action.
  const offersPay = useSelector(actor, (s) => !s.matches('payFailed') && !s.matches('cardUnavailable') && !s.matches('unconfirmed'));
  // The card element mounts once Stripe.js is there (a stand-in until then), and again after the guest retries a failed load.
  const cardState = useSelector(actor, (s) =>
    s.matches('cardUnavailable') ? 'failed' : s.matches('preparingCard') ? 'preparing' : 'ready',
  );
  if (order === null || figures === null) return null;

  return (
    <div className={styles.layout}>
      <section className={styles.card} aria-labelledby="payment-order">
        <h2 id="payment-order">{m.yourOrder}</h2>
        <p className={styles.orderNumber}>
          {m.orderNumber}{' '}
          <strong>
            <bdi>{order.orderId}</bdi>
          </strong>
        </p>
        <OrderSummary order={order} figures={figures} phase="due" currency={currency} />
        {order.holdUntil && <p className={styles.holdNote}>{m.holdNote(formatClockTime(order.holdUntil, timeZone))}</p>}
      </section>
      <section className={styles.card} aria-labelledby="payment-method">
        <h2 id="payment-method">{payment.mode === 'test' ? m.testPayment : m.cardPayment}</h2>
        <form
          className={styles.form}
          noValidate
          aria-busy={busy}
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'guest.pay' });
          }}
        >
          {payment.mode === 'test' ? (
            <TestCardField actor={actor} />
          ) : (
            cardState !== 'failed' && <StripeCardField payment={payment} card={card} disabled={busy} ready={cardState === 'ready'} />
          )}
          <PaymentStatus actor={actor} />
          {offersPay && (
            <button type="submit" className={`${buttons.button} ${styles.pay}`} aria-disabled={!canPay}>
              {m.pay(formatMoney(figures.dueNow, currency))}
            </button>
          )}
        </form>
      </section>
    </div>
  );
}
