// A failed order step, said plainly: try the same order again (no answer), or the venue's refusal
// to read and close. Everything the guest typed stays in the form.
import { ticketTexts } from '@venue/core/tickets/ticket-messages';
import buttons from '../../ui/button.module.css';
import { TicketCheckoutContext } from './ticket-checkout-context';
import { CheckoutNotice } from './checkout-notice';

export function CheckoutFailure() {
  const actor = TicketCheckoutContext.useActorRef();
  const interrupted = TicketCheckoutContext.useSelector((s) => s.matches({ checkout: { form: 'interrupted' } }));
  const message = TicketCheckoutContext.useSelector((s) => (s.hasTag('error') ? s.context.failureMessage : null));
  return (
    <CheckoutNotice title={interrupted ? ticketTexts.temporaryTitle : ticketTexts.refusedTitle} message={message}>
      {interrupted ? (
        <button type="button" className={buttons.button} onClick={() => actor.send({ type: 'guest.retry' })}>
          Try again
        </button>
      ) : (
        <button type="button" className={buttons.ghost} onClick={() => actor.send({ type: 'guest.closeError' })}>
          Close
        </button>
      )}
    </CheckoutNotice>
  );
}
