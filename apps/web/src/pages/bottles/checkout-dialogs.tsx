// The checkout's dialogs (docs/product.md#bottle-checkout): the promoter popup (core's figures), the
// payment error modal (the venue's message as sanitised HTML; only its Close button closes it) and
// the out-of-date modal, which leads back to the bottle page where the selection is kept.
import { htmlToText } from '@venue/core/shared/html-text';
import * as m from '~messages/bottle-checkout';
import * as promoter from '~messages/promoter-discount';
import { useVenue } from '../../app/use-venue';
import { formatMoney } from '../../ui/format';
import { SafeHtml } from '../../ui/safe-html';
import { useVenueWords } from '../../ui/venue-language';
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

/** Our words when the venue sent no message of its own. */
const ourOrderError = { unreachable: m.orderUnreachable, failed: m.orderFailed } as const;

export function OrderErrorModal() {
  const actor = BottleCheckoutContext.useActorRef();
  const error = BottleCheckoutContext.useSelector((s) => (s.matches({ checkout: { form: 'failed' } }) ? s.context.orderError : null));
  const venueWords = useVenueWords();
  return (
    <MessageDialog
      open={error !== null}
      title={m.orderNotPlaced}
      action={m.close}
      onAction={() => actor.send({ type: 'guest.closeError' })}
      alert
      blocking
    >
      {error?.kind === 'venue' ? (
        // Until the sanitiser is in (it is fetched when the checkout starts), the venue's message as plain text.
        <SafeHtml html={error.html} fallback={<p {...venueWords}>{htmlToText(error.html)}</p>} />
      ) : (
        // Ours, in the page's language, in the box the venue's message comes in; no HTML to clean.
        <div>{error === null ? '' : ourOrderError[error.kind]}</div>
      )}
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
