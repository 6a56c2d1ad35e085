// What is happening with the payment, next to the Pay button: a spinner line while busy, and after
// a failure what went wrong and what the guest can do. Focus moves to each new failure.
import { useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { PaymentReason } from '@venue/core/payment/payment-failure';
import * as m from '~messages/payment';
import * as ui from '~messages/ui';
import buttons from '../../ui/button.module.css';
import { useFocusOn } from '../../ui/use-focus-on';
import type { PaymentActor } from './use-payment-actor';
import styles from './payment-page.module.css';

type Failure = 'declined' | 'payFailed' | 'cardUnavailable' | 'unconfirmed';
const failures: readonly Failure[] = ['declined', 'payFailed', 'cardUnavailable', 'unconfirmed'];

const failureTexts: Readonly<Record<Failure, { readonly title: string; readonly message: string | null; readonly action: string | null }>> =
  {
    declined: { title: m.declinedTitle, message: null, action: null },
    payFailed: { title: m.temporaryTitle, message: m.temporaryMessage, action: m.tryAgain },
    cardUnavailable: { title: m.unavailableTitle, message: m.unavailableMessage, action: m.tryAgain },
    unconfirmed: { title: m.unreadableTitle, message: m.unreadableMessage, action: m.checkOrderAgain },
  };

/** Stripe's or the venue's own words, else ours. */
function reasonText(reason: PaymentReason): string {
  if ('said' in reason) return reason.said;
  switch (reason.ours) {
    case 'declined':
      return m.declinedFallback;
    case 'notCompleted':
      return m.notCompleted;
    case 'throttled':
      return ui.throttled;
    case 'outage':
      return ui.outage;
  }
}

export function PaymentStatus({ actor }: { readonly actor: PaymentActor }) {
  const failure = useSelector(actor, (s) => failures.find((f) => s.matches(f)) ?? null);
  const reason = useSelector(actor, (s) => s.context.failure?.reason ?? null);
  const said = reason === null ? null : reasonText(reason);
  const attempts = useSelector(actor, (s) => s.context.attempts);
  const busyText = useSelector(actor, (s) =>
    s.matches('preparingCard') ? m.preparingCard : s.matches('paying') || s.matches('paid') ? m.paying : null,
  );
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOn(heading, failure === null ? null : `${failure}-${attempts}`);

  return (
    <>
      <p className={styles.status} role="status">
        {busyText !== null && (
          <>
            <span className={styles.spinner} aria-hidden="true" /> {busyText}
          </>
        )}
      </p>
      {failure !== null && (
        <div className={styles.alert} role="alert">
          <h3 ref={heading} tabIndex={-1}>
            {failureTexts[failure].title}
          </h3>
          {/* The venue's reason: a declined card's, or "wait a moment" when it was asked too often. */}
          <p>{failure === 'declined' ? said : (said ?? failureTexts[failure].message)}</p>
          {failureTexts[failure].action !== null && (
            <button type="button" className={buttons.button} onClick={() => actor.send({ type: 'guest.retry' })}>
              {failureTexts[failure].action}
            </button>
          )}
        </div>
      )}
    </>
  );
}
