// A form's main button, with its spinner while busy: a submit, or with `onPress` a plain button.
// aria-disabled, not disabled, keeps the focus on it while it cannot act; the machine behind it ignores a
// press meanwhile (one order for a double click).
import type { ReactNode } from 'react';
import buttons from './button.module.css';
import { scriptOnly } from './use-hydrated';
import alerts from './form-alert.module.css';

interface SubmitButtonProps {
  readonly busy: boolean;
  /** What a screen reader hears while busy. */
  readonly busyText: string;
  /** False: the press is ignored (the form is not complete, or the flow cannot take it yet). */
  readonly ready?: boolean;
  readonly onPress?: () => void;
  /**
   * Until the page has hydrated: a press would send the plain HTML form, typed details in the address. A
   * page that starts at the first touch enables it once its inline start runs, and holds a press for its app.
   */
  readonly disabled?: boolean;
  readonly className?: string | undefined;
  readonly children: ReactNode;
}

export function SubmitButton({ busy, busyText, ready = true, onPress, disabled = false, className, children }: SubmitButtonProps) {
  return (
    <>
      <button
        type={onPress ? 'button' : 'submit'}
        className={`${buttons.button} ${alerts.submit} ${className ?? ''}`}
        // A disabled button says so itself; aria-disabled beside it is invalid HTML.
        aria-disabled={disabled ? undefined : busy || !ready}
        aria-busy={busy}
        disabled={disabled}
        {...(disabled ? scriptOnly : {})}
        onClick={onPress && (() => !busy && ready && onPress())}
      >
        {busy && <span className={alerts.spinner} aria-hidden="true" />}
        {children}
      </button>
      <span role="status" className="visually-hidden">
        {busy ? busyText : ''}
      </span>
    </>
  );
}
