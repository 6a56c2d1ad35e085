// A failure of the order on its way (docs/product.md#order-flows): no answer (Try again sends the very
// same order), a refusal after the order exists (ask again), or an answer that could not be read
// (start again, everything kept). Focused when it appears.
import { useRef } from 'react';
import { temporaryFailureMessage, unreadableFailureMessage } from '@venue/core/food-delivery/food-delivery-messages';
import buttons from '../../ui/button.module.css';
import { useFocusOn } from '../../ui/use-focus-on';
import { FoodDeliveryContext } from './food-delivery-context';
import styles from './food-delivery.module.css';

export function OrderFailure() {
  const actor = FoodDeliveryContext.useActorRef();
  const failure = FoodDeliveryContext.useSelector((s) => (s.hasTag('error') ? s.context.failure : null));
  const ref = useRef<HTMLDivElement>(null);
  useFocusOn(ref, failure && `${failure.step}-${failure.kind}`);
  if (failure === null) return <div role="alert" />;
  const unreadable = failure.kind === 'unreadable';
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={styles.failure}>
      <h3>Your order is not placed yet</h3>
      <p>
        {failure.kind === 'temporary'
          ? (failure.message ?? temporaryFailureMessage)
          : unreadable
            ? unreadableFailureMessage
            : failure.message}
      </p>
      <button
        type="button"
        className={buttons.button}
        onClick={() => actor.send(unreadable ? { type: 'guest.startOver' } : { type: 'guest.retry' })}
      >
        {unreadable ? 'Start again' : 'Try again'}
      </button>
    </div>
  );
}
