// Stripe's card element, mounted once Stripe.js has loaded (its own chunk, this page only). The
// card details go from Stripe's frame to Stripe; the page only keeps the element to pay with it.
// Until then (the page drawn on the server, Stripe.js on its way) a button stands in its place: the
// guest who presses it is taken into the card field once it is there.
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import type { CardDetails, StripePayment } from '@venue/adapters/payment/stripe.payment';
import * as m from '~messages/payment';
import styles from './payment-page.module.css';

interface StripeCardFieldProps {
  readonly payment: StripePayment<Stripe>;
  readonly card: RefObject<CardDetails | null>;
  readonly disabled: boolean;
  /** Stripe.js is ready for the element (the machine prepared the card). */
  readonly ready: boolean;
}

// Stripe's frame cannot read the page's CSS: the site's colours, given as values.
const cardStyle = {
  base: { color: '#f4f0fa', fontSize: '16px', iconColor: '#ff9be6', '::placeholder': { color: '#c3bad4' } },
  invalid: { color: '#ff8a8a', iconColor: '#ff8a8a' },
};

export function StripeCardField({ payment, card, disabled, ready }: StripeCardFieldProps) {
  const id = useId();
  const host = useRef<HTMLDivElement>(null);
  const element = useRef<StripeCardElement | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The stand-in was pressed: the guest is on their way into the field.
  const focusWhenMounted = useRef(false);

  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    void payment.load().then((loaded) => {
      if (cancelled || !loaded.ok || host.current === null) return;
      const created = loaded.value.elements().create('card', { style: cardStyle });
      created.mount(host.current);
      created.on('change', (event) => setProblem(event.error?.message ?? null));
      created.on('ready', () => {
        if (focusWhenMounted.current) created.focus();
        focusWhenMounted.current = false;
      });
      element.current = created;
      card.current = { card: created };
    });
    return () => {
      cancelled = true;
      card.current = null;
      element.current?.destroy();
      element.current = null;
    };
  }, [payment, card, ready]);

  useEffect(() => {
    element.current?.update({ disabled });
  }, [disabled]);

  return (
    <div className={styles.cardField} role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-note`}>
      <p id={`${id}-label`} className={styles.label}>
        {m.cardLabel}
      </p>
      {ready ? (
        <div ref={host} className={styles.cardHost} />
      ) : (
        <button type="button" className={`${styles.cardHost} ${styles.cardStandIn}`} onClick={() => (focusWhenMounted.current = true)}>
          {m.cardStandIn}
        </button>
      )}
      {problem !== null && (
        <p className={styles.fieldError} role="alert">
          {problem}
        </p>
      )}
      <p id={`${id}-note`} className={styles.hint}>
        {m.cardNote}
      </p>
    </div>
  );
}
