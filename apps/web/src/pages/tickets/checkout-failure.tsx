// A failed order step, said plainly: try the same order again (no answer), or the venue's refusal
// to read and close. Everything the guest typed stays in the form.
import { useEffect, useRef } from 'react';
import { ticketTexts } from '@venue/core/tickets/ticket-messages';
import buttons from '../../ui/button.module.css';
import { TicketCheckoutContext } from './ticket-checkout-context';
import styles from './tickets.module.css';

export function CheckoutFailure() {
  const actor = TicketCheckoutContext.useActorRef();
  const interrupted = TicketCheckoutContext.useSelector((s) => s.matches({ checkout: { form: 'interrupted' } }));
  const message = TicketCheckoutContext.useSelector((s) => (s.hasTag('error') ? s.context.failureMessage : null));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (message !== null) heading.current?.focus();
  }, [message]);
  return (
    <div role="alert">
      {message !== null && (
        <div className={styles.notice}>
          <h3 ref={heading} tabIndex={-1}>
            {interrupted ? ticketTexts.temporaryTitle : ticketTexts.refusedTitle}
          </h3>
          <p>{message}</p>
          {interrupted ? (
            <button type="button" className={buttons.button} onClick={() => actor.send({ type: 'guest.retry' })}>
              Try again
            </button>
          ) : (
            <button type="button" className={buttons.ghost} onClick={() => actor.send({ type: 'guest.closeError' })}>
              Close
            </button>
          )}
        </div>
      )}
    </div>
  );
}
