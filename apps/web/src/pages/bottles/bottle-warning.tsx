// The two warnings of the bottle page, word for word and exactly when the flow gives one
// (docs/product.md#bottle-service); OK (or Escape) dismisses it and nothing chosen is lost.
import { BottleFlowContext } from './bottle-flow-context';
import { MessageDialog } from './message-dialog';

export function BottleWarning() {
  const actor = BottleFlowContext.useActorRef();
  const warning = BottleFlowContext.useSelector((s) => (s.hasTag('warning') ? s.context.warning : null));
  return (
    <MessageDialog
      open={warning !== null}
      title="Before you check out"
      action="OK"
      onAction={() => actor.send({ type: 'guest.dismissWarning' })}
      alert
    >
      {warning ?? ''}
    </MessageDialog>
  );
}
