// The checkout's dialogs (docs/product.md#bottle-checkout): the promoter popup (core's text), the
// payment error modal (the venue's message as sanitised HTML; only its Close button closes it) and
// the out-of-date modal, which leads back to the bottle page where the selection is kept.
import { outOfDateMessage } from '@venue/core/bottles/bottle-messages';
import { htmlToText } from '@venue/core/shared/html-text';
import { SafeHtml } from '../../ui/safe-html';
import { BottleCheckoutContext } from './bottle-checkout-context';
import { MessageDialog } from './message-dialog';

export function PromoterPopup() {
  const actor = BottleCheckoutContext.useActorRef();
  const text = BottleCheckoutContext.useSelector((s) => s.context.promoterPopup);
  return (
    <MessageDialog
      open={text !== null}
      title="Promoter code applied"
      action="OK"
      onAction={() => actor.send({ type: 'guest.dismissPromoterPopup' })}
    >
      {text ?? ''}
    </MessageDialog>
  );
}

export function OrderErrorModal() {
  const actor = BottleCheckoutContext.useActorRef();
  const message = BottleCheckoutContext.useSelector((s) => (s.matches({ checkout: { form: 'failed' } }) ? s.context.errorMessage : null));
  return (
    <MessageDialog
      open={message !== null}
      title="Your order was not placed"
      action="Close"
      onAction={() => actor.send({ type: 'guest.closeError' })}
      alert
      blocking
    >
      {/* Until the sanitiser is in (it is fetched when the checkout starts), the message as plain text. */}
      <SafeHtml html={message ?? ''} fallback={<p>{htmlToText(message ?? '')}</p>} />
    </MessageDialog>
  );
}

export function OutOfDateModal() {
  const actor = BottleCheckoutContext.useActorRef();
  const open = BottleCheckoutContext.useSelector((s) => s.matches('outOfDate'));
  return (
    <MessageDialog
      open={open}
      title="Please choose again"
      action="Choose bottles again"
      onAction={() => actor.send({ type: 'guest.chooseBottlesAgain' })}
      onClose={() => undefined}
      alert
      blocking
      // A selection out of date when the page arrives is drawn so by the server.
      openAtStart
    >
      {outOfDateMessage}
    </MessageDialog>
  );
}
