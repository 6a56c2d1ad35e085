// The two warnings of the bottle page, word for word and exactly when the flow gives one
// (docs/product.md#bottle-service); OK (or Escape) dismisses it and nothing chosen is lost.
import type { BottleWarning as Warning } from '@venue/core/bottles/bottle-messages';
import * as m from '~messages/bottles';
import { BottleFlowContext } from './bottle-flow-context';
import { MessageDialog } from './message-dialog';

const warningText = { 'missing-selection': m.missingSelection, 'minimum-charge': m.minimumCharge } satisfies Record<Warning, string>;

export function BottleWarning() {
  const actor = BottleFlowContext.useActorRef();
  const warning = BottleFlowContext.useSelector((s) => (s.hasTag('warning') ? s.context.warning : null));
  return (
    <MessageDialog
      open={warning !== null}
      title={m.warningTitle}
      action={m.ok}
      onAction={() => actor.send({ type: 'guest.dismissWarning' })}
      alert
    >
      {warning === null ? '' : warningText[warning]}
    </MessageDialog>
  );
}
