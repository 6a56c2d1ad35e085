// The blocked period's modal (docs/product.md#blocked-periods): the first matching block's notes (venue HTML,
// sanitised); dismissing it clears the start time so the guest picks again.
import { useId } from 'react';
import buttons from '../../ui/button.module.css';
import box from '../../ui/dialog.module.css';
import { ModalDialog } from '../../ui/modal-dialog';
import { SafeHtml } from '../../ui/safe-html';
import { NightChoiceContext } from './booking-flow-context';
import styles from './booking.module.css';
import * as m from '~messages/booking';

export function BlockDialog() {
  const actor = NightChoiceContext.useActorRef();
  const block = NightChoiceContext.useSelector((s) => (s.matches('blocked') ? s.context.block : null));
  const titleId = useId();
  const textId = useId();
  const dismiss = () => actor.send({ type: 'guest.dismissBlock' });
  return (
    <ModalDialog
      open={block !== null}
      onClose={dismiss}
      labelledBy={titleId}
      describedBy={textId}
      role="alertdialog"
      className={box.dialog}
    >
      <div className={styles.dialogBody}>
        <h2 id={titleId}>{m.blockedTitle}</h2>
        <div id={textId}>
          {block !== null && block.notes !== '' && <SafeHtml html={block.notes} />}
          <p>{m.blockedAdvice}</p>
        </div>
        <button type="button" className={buttons.button} onClick={dismiss}>
          {m.chooseAgain}
        </button>
      </div>
    </ModalDialog>
  );
}
