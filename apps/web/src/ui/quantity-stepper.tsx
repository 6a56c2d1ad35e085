// A − count + stepper for anything a guest picks by number (bottles, tickets, dishes, coats). The flow
// that owns the count decides the limits; this only reports presses.
import * as m from '~messages/ui';
import styles from './quantity-stepper.module.css';

interface QuantityStepperProps {
  /** What is counted, read out by screen readers: "Quantity of {name}". */
  readonly name: string;
  readonly quantity: number;
  readonly onFewer: () => void;
  readonly onMore: () => void;
  /** At the upper limit (sold out, per-order limit): + stays focusable but does nothing. */
  readonly atMost?: boolean;
}

export function QuantityStepper({ name, quantity, onFewer, onMore, atMost = false }: QuantityStepperProps) {
  return (
    <div className={styles.stepper} role="group" aria-label={m.quantityOf(name)}>
      {/* aria-disabled, not disabled: the button keeps focus at a limit, and the press is ignored there. */}
      <button
        type="button"
        className={styles.step}
        aria-label={m.oneFewer(name)}
        aria-disabled={quantity === 0}
        onClick={() => quantity > 0 && onFewer()}
      >
        −
      </button>
      <output className={styles.quantity} aria-label={m.countOf(name, quantity)}>
        {quantity}
      </output>
      <button type="button" className={styles.step} aria-label={m.oneMore(name)} aria-disabled={atMost} onClick={() => !atMost && onMore()}>
        +
      </button>
    </div>
  );
}
