// A message the checkout must get across (a sell-out, a failed order): announced as an alert, its
// heading focused when it appears, with what the guest can do under it.
import { useRef, type ReactNode } from 'react';
import { useFocusOn } from '../../ui/use-focus-on';
import styles from './tickets.module.css';

export function CheckoutNotice({
  title,
  message,
  children,
}: {
  readonly title: string;
  readonly message: string | null;
  readonly children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOn(heading, message);
  return (
    <div role="alert">
      {message !== null && (
        <div className={styles.notice}>
          <h3 ref={heading} tabIndex={-1}>
            {title}
          </h3>
          <p>{message}</p>
          {children}
        </div>
      )}
    </div>
  );
}
