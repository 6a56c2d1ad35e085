// The two warnings of the bottle page, word for word and exactly when the flow gives one
// (docs/product.md#bottle-service); OK (or Escape) dismisses it and nothing chosen is lost.
import { useId } from 'react';
import buttons from '../../ui/button.module.css';
import { ModalDialog } from '../../ui/modal-dialog';
import { BottleFlowContext } from './bottle-flow-context';
import box from '../../ui/dialog.module.css';
import dialog from './bottle-dialog.module.css';

export function BottleWarning() {
  const actor = BottleFlowContext.useActorRef();
  const warning = BottleFlowContext.useSelector((s) => (s.hasTag('warning') ? s.context.warning : null));
  const titleId = useId();
  const textId = useId();
  const dismiss = () => actor.send({ type: 'guest.dismissWarning' });
  return (
    <ModalDialog
      open={warning !== null}
      onClose={dismiss}
      labelledBy={titleId}
      describedBy={textId}
      role="alertdialog"
      className={box.dialog}
    >
      <div className={dialog.body}>
        <h2 id={titleId}>Before you check out</h2>
        <p id={textId}>{warning}</p>
        <button type="button" className={buttons.button} onClick={dismiss}>
          OK
        </button>
      </div>
    </ModalDialog>
  );
}
