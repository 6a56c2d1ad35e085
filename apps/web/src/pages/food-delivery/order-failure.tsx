// A failure of the order on its way (docs/product.md#order-flows): no answer (Try again sends the very
// same order), a refusal after the order exists (ask again), or an answer that could not be read
// (start again, everything kept). Focused when it appears.
import { useRef } from 'react';
import type { FlowFailure } from '@venue/core/food-delivery/food-order-refusal';
import * as m from '~messages/food-delivery';
import buttons from '../../ui/button.module.css';
import { shortWaitText } from '../../ui/short-wait-text';
import { useFocusOn } from '../../ui/use-focus-on';
import { FoodDeliveryContext } from './food-delivery-context';
import styles from './food-delivery.module.css';

/** No answer (or wait a moment: asked too often, briefly unavailable), an unreadable answer, or the venue's refusal in its words. */
const failureText = (failure: FlowFailure): string | null => {
  if (failure.kind === 'temporary') return failure.wait === null ? m.temporaryFailure : shortWaitText(failure.wait);
  return failure.kind === 'unreadable' ? m.unreadableFailure : failure.message;
};

export function OrderFailure() {
  const actor = FoodDeliveryContext.useActorRef();
  const failure = FoodDeliveryContext.useSelector((s) => (s.hasTag('error') ? s.context.failure : null));
  const ref = useRef<HTMLDivElement>(null);
  useFocusOn(ref, failure && `${failure.step}-${failure.kind}`);
  if (failure === null) return <div role="alert" />;
  const unreadable = failure.kind === 'unreadable';
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={styles.failure}>
      <h3>{m.notPlacedYet}</h3>
      <p>{failureText(failure)}</p>
      <button
        type="button"
        className={buttons.button}
        onClick={() => actor.send(unreadable ? { type: 'guest.startOver' } : { type: 'guest.retry' })}
      >
        {unreadable ? m.startAgain : m.tryAgain}
      </button>
    </div>
  );
}
