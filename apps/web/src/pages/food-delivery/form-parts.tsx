// The alert a refused submit of the delivery form shows.
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
