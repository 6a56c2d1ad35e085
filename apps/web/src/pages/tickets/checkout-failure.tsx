// A failed order step, said plainly: try the same order again (no answer), or the venue's refusal
// to read and close. Everything the guest typed stays in the form.
import type { CheckoutFailure as Failure } from '@venue/core/tickets/ticket-checkout-setup';
import * as m from '~messages/tickets';
import * as ui from '~messages/ui';
import buttons from '../../ui/button.module.css';
import { TicketCheckoutContext } from './ticket-checkout-context';
import { CheckoutNotice } from './checkout-notice';

function failureText(failure: Failure): string {
  if (typeof failure === 'object') return failure.refused;
  switch (failure) {
    case 'temporary':
      return m.temporaryMessage;
    case 'throttled':
      return ui.throttled;
    case 'outage':
      return ui.outage;
    case 'unreadable':
      return m.unreadableMessage;
  }
}

export function CheckoutFailure() {
  const actor = TicketCheckoutContext.useActorRef();
  const interrupted = TicketCheckoutContext.useSelector((s) => s.matches({ checkout: { form: 'interrupted' } }));
  const failure = TicketCheckoutContext.useSelector((s) => (s.hasTag('error') ? s.context.failureMessage : null));
  return (
    <CheckoutNotice title={interrupted ? m.temporaryTitle : m.refusedTitle} message={failure === null ? null : failureText(failure)}>
      {interrupted ? (
        <button type="button" className={buttons.button} onClick={() => actor.send({ type: 'guest.retry' })}>
          {m.tryAgain}
        </button>
      ) : (
        <button type="button" className={buttons.ghost} onClick={() => actor.send({ type: 'guest.closeError' })}>
          {m.close}
        </button>
      )}
    </CheckoutNotice>
  );
}
