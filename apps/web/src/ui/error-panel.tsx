// What a guest sees when something could not load: what happened and a way to try again.
import { useId } from 'react';
import * as m from '~messages/panels';
import buttons from './button.module.css';
import styles from './panel.module.css';

interface ErrorPanelProps {
  readonly title: string;
  readonly message: string;
  readonly onRetry?: (() => void) | undefined;
  readonly retrying?: boolean;
  /** h1 when the panel is the page, h2 inside one. */
  readonly level?: 1 | 2;
}

export function ErrorPanel({ title, message, onRetry, retrying = false, level = 1 }: ErrorPanelProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const id = useId();
  return (
    <section className={styles.panel} role="alert" aria-labelledby={id}>
      <svg className={styles.icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7.5v5.5M12 16.5v.01" strokeLinecap="round" />
      </svg>
      <Heading id={id}>{title}</Heading>
      <p>{message}</p>
      {onRetry && (
        <div className={styles.actions}>
          <button type="button" className={buttons.button} onClick={onRetry} disabled={retrying}>
            {retrying ? m.tryingAgain : m.tryAgain}
          </button>
        </div>
      )}
    </section>
  );
}
