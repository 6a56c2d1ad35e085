// A − count + stepper for anything a guest picks by number (bottles, tickets, dishes, coats). The flow
// that owns the count decides the limits; this only reports presses.
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
    <div className={styles.stepper} role="group" aria-label={`Quantity of ${name}`}>
      {/* aria-disabled, not disabled: the button keeps focus at a limit, and the press is ignored there. */}
      <button
        type="button"
        className={styles.step}
        aria-label={`One fewer ${name}`}
        aria-disabled={quantity === 0}
        onClick={() => quantity > 0 && onFewer()}
      >
        −
      </button>
      <output className={styles.quantity} aria-label={`${name}: ${quantity}`}>
        {quantity}
      </output>
      <button
        type="button"
        className={styles.step}
        aria-label={`One more ${name}`}
        aria-disabled={atMost}
        onClick={() => !atMost && onMore()}
      >
        +
      </button>
    </div>
  );
}
