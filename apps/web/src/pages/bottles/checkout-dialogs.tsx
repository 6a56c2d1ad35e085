// The checkout's dialogs (docs/product.md#bottle-checkout): the promoter popup (core's figures), the
// payment error modal (the venue's message as sanitised HTML; only its Close button closes it) and
// the out-of-date modal, which leads back to the bottle page where the selection is kept.
import type { BottleOrderError } from '@venue/core/bottles/bottle-messages';
import { htmlToText } from '@venue/core/shared/html-text';
import * as m from '~messages/bottle-checkout';
import * as promoter from '~messages/promoter-discount';
import { useVenue } from '../../app/use-venue';
import { formatMoney } from '../../ui/format';
import { SafeHtml } from '../../ui/safe-html';
import { BottleCheckoutContext } from './bottle-checkout-context';
import { MessageDialog } from './message-dialog';

export function PromoterPopup() {
  const actor = BottleCheckoutContext.useActorRef();
  const win = BottleCheckoutContext.useSelector((s) => s.context.promoterPopup);
  const { currency } = useVenue();
  return (
    <MessageDialog
      open={win !== null}
      title={m.promoterApplied}
      action={m.ok}
      onAction={() => actor.send({ type: 'guest.dismissPromoterPopup' })}
    >
      {win === null ? (
        ''
      ) : (
        <p>
          {promoter.promoterWon(
            <bdi key="discount">{formatMoney(win.discount, currency)}</bdi>,
            <bdi key="total">{formatMoney(win.total, currency)}</bdi>,
          )}
        </p>
      )}
    </MessageDialog>
  );
}

/** The venue's own message (its HTML), else ours. */
const orderErrorHtml = (error: BottleOrderError): string =>
  error.kind === 'venue' ? error.html : error.kind === 'unreachable' ? m.orderUnreachable : m.orderFailed;

export function OrderErrorModal() {
  const actor = BottleCheckoutContext.useActorRef();
  const error = BottleCheckoutContext.useSelector((s) => (s.matches({ checkout: { form: 'failed' } }) ? s.context.orderError : null));
  const message = error === null ? null : orderErrorHtml(error);
  return (
    <MessageDialog
      open={message !== null}
      title={m.orderNotPlaced}
      action={m.close}
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
      title={m.chooseAgainTitle}
      action={m.chooseBottlesAgain}
      onAction={() => actor.send({ type: 'guest.chooseBottlesAgain' })}
      onClose={() => undefined}
      alert
      blocking
      // A selection out of date when the page arrives is drawn so by the server.
      openAtStart
    >
      {m.outOfDate}
    </MessageDialog>
  );
}
