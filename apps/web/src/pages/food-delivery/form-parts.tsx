// Generic pieces of an order form, candidates for ui/: the alert a refused submit shows, and the submit
// button that shows a spinner while the order is on its way and stays focusable while it cannot act.
import buttons from '../../ui/button.module.css';
import styles from './food-delivery.module.css';

/** The form's alert region: always in the page, so a new message is announced. */
export function AlertBar({ message, onDismiss }: { readonly message: string | null; readonly onDismiss: () => void }) {
  return (
    <div role="alert" className={message === null ? undefined : styles.alert}>
      {message !== null && <span>{message}</span>}
      {message !== null && (
        <button type="button" className={buttons.ghost} onClick={onDismiss}>
          OK
        </button>
      )}
    </div>
  );
}

interface BusySubmitProps {
  readonly label: string;
  /** What a screen reader hears while busy. */
  readonly busyText: string;
  readonly busy: boolean;
  /** False: the press is ignored (aria-disabled keeps the focus on the button). */
  readonly ready: boolean;
}

export function BusySubmit({ label, busyText, busy, ready }: BusySubmitProps) {
  return (
    <div className={styles.submitRow}>
      <button type="submit" className={`${buttons.button} ${styles.submit}`} aria-disabled={!ready} aria-busy={busy}>
        {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
        {label}
      </button>
      <span role="status" className="visually-hidden">
        {busy ? busyText : ''}
      </span>
    </div>
  );
}
