// A form's alert region in the flow of the page (the coat check's claim, the food delivery): always there, so a new
// message is announced; the message, and OK where the guest can dismiss it.
import * as m from '~messages/ui';
import styles from './alert-bar.module.css';
import buttons from './button.module.css';

interface AlertBarProps {
  readonly message: string | null;
  /** null: a message the guest cannot dismiss (a failed send), shown without OK. */
  readonly onDismiss: (() => void) | null;
  /** The page's own look of a message beside the shared layout. */
  readonly className?: string | undefined;
  /** The page's class of the empty region, where it must not take up room in its layout. */
  readonly emptyClassName?: string | undefined;
}

export function AlertBar({ message, onDismiss, className, emptyClassName }: AlertBarProps) {
  return (
    <div role="alert" className={message === null ? emptyClassName : className ? `${styles.bar} ${className}` : styles.bar}>
      {message !== null && <span>{message}</span>}
      {message !== null && onDismiss !== null && (
        <button type="button" className={buttons.ghost} onClick={onDismiss}>
          {m.ok}
        </button>
      )}
    </div>
  );
}
