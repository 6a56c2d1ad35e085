// The checkout's dialogs (docs/product.md#bottle-checkout): the promoter popup (core's text), the
// payment error modal (the venue's message as sanitised HTML; only its Close button closes it) and
// the out-of-date modal, which leads back to the bottle page where the selection is kept.
import { lazy, Suspense, useId } from 'react';
import { outOfDateMessage } from '@venue/core/bottles/bottle-messages';
import { htmlToText } from '@venue/core/shared/html-text';
import buttons from '../../ui/button.module.css';
import { ModalDialog } from '../../ui/modal-dialog';
import { BottleCheckoutContext } from './bottle-checkout-context';
import box from '../../ui/dialog.module.css';
import dialog from './bottle-dialog.module.css';

/** The sanitiser (DOMPurify) loads after the page, not with it: only a failed order needs it. */
export const loadSafeHtml = () => import('../../ui/safe-html');
const SafeHtml = lazy(() => loadSafeHtml().then((module) => ({ default: module.SafeHtml })));

export function PromoterPopup() {
  const actor = BottleCheckoutContext.useActorRef();
  const text = BottleCheckoutContext.useSelector((s) => s.context.promoterPopup);
  const titleId = useId();
  const textId = useId();
  const dismiss = () => actor.send({ type: 'guest.dismissPromoterPopup' });
  return (
    <ModalDialog open={text !== null} onClose={dismiss} labelledBy={titleId} describedBy={textId} className={box.dialog}>
      <div className={dialog.body}>
        <h2 id={titleId}>Promoter code applied</h2>
        <p id={textId}>{text}</p>
        <button type="button" className={buttons.button} onClick={dismiss}>
          OK
        </button>
      </div>
    </ModalDialog>
  );
}

export function OrderErrorModal() {
  const actor = BottleCheckoutContext.useActorRef();
  const message = BottleCheckoutContext.useSelector((s) => (s.matches({ checkout: { form: 'failed' } }) ? s.context.errorMessage : null));
  const titleId = useId();
  const textId = useId();
  const close = () => actor.send({ type: 'guest.closeError' });
  return (
    <ModalDialog
      open={message !== null}
      onClose={close}
      labelledBy={titleId}
      describedBy={textId}
      role="alertdialog"
      className={box.dialog}
      closeOnBackdrop={false}
      closeOnEscape={false}
    >
      <div className={dialog.body}>
        <h2 id={titleId}>Your order was not placed</h2>
        <div id={textId}>
          {/* Until the sanitiser is in (it is fetched when the checkout starts), the message as plain text. */}
          <Suspense fallback={<p>{htmlToText(message ?? '')}</p>}>
            <SafeHtml html={message ?? ''} />
          </Suspense>
        </div>
        <button type="button" className={buttons.button} onClick={close}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}

export function OutOfDateModal() {
  const actor = BottleCheckoutContext.useActorRef();
  const open = BottleCheckoutContext.useSelector((s) => s.matches('outOfDate'));
  const titleId = useId();
  const textId = useId();
  return (
    <ModalDialog
      open={open}
      onClose={() => undefined}
      labelledBy={titleId}
      describedBy={textId}
      role="alertdialog"
      className={box.dialog}
      closeOnBackdrop={false}
      closeOnEscape={false}
    >
      <div className={dialog.body}>
        <h2 id={titleId}>Please choose again</h2>
        <p id={textId}>{outOfDateMessage}</p>
        <button type="button" className={buttons.button} onClick={() => actor.send({ type: 'guest.chooseBottlesAgain' })}>
          Choose bottles again
        </button>
      </div>
    </ModalDialog>
  );
}
