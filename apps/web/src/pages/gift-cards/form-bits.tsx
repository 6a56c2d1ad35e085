// Pieces the gift card and other-guests forms share (candidates for ui/): a labelled field that says why it
// was refused, core's alert for the first invalid field, and a submit button with its spinner.
import { useId, type ReactNode } from 'react';
import buttons from '../../ui/button.module.css';
import form from '../../ui/form-field.module.css';
import styles from './form-bits.module.css';

export interface ControlAria {
  readonly id: string;
  readonly 'aria-invalid': boolean;
  readonly 'aria-describedby': string | undefined;
}

interface LabeledFieldProps {
  readonly label: string;
  readonly error: string | null;
  readonly optional?: boolean;
  readonly wide?: boolean;
  readonly hint?: string;
  readonly children: (control: ControlAria) => ReactNode;
}

export function LabeledField({ label, error, optional = false, wide = false, hint, children }: LabeledFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`${form.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id}>
        {label} {optional && <span className={form.optional}>(optional)</span>}
      </label>
      {children({ id, 'aria-invalid': error !== null, 'aria-describedby': described === '' ? undefined : described })}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={form.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Core's alert for the first invalid field (docs/product.md#form-rules), until dismissed or the next submit. */
export function FormAlert({ alert, onDismiss }: { readonly alert: string | null; readonly onDismiss: () => void }) {
  return (
    <div role="alert" className={alert ? styles.alert : styles.alertEmpty}>
      {alert && (
        <>
          <span>{alert}</span>
          <button type="button" className={styles.alertClose} onClick={onDismiss}>
            OK
          </button>
        </>
      )}
    </div>
  );
}

/** aria-disabled, not disabled, keeps focus on the button while busy; the machine ignores a press meanwhile. */
export function SubmitButton({
  busy,
  busyText,
  children,
}: {
  readonly busy: boolean;
  readonly busyText: string;
  readonly children: ReactNode;
}) {
  return (
    <>
      <button type="submit" className={`${buttons.button} ${styles.submit}`} aria-disabled={busy} aria-busy={busy}>
        {busy && <span className={styles.spinner} aria-hidden="true" />}
        {children}
      </button>
      <span role="status" className="visually-hidden">
        {busy ? busyText : ''}
      </span>
    </>
  );
}

/** Scrolls to and focuses the named control of a form (the first invalid field). */
export function focusField(form: HTMLFormElement | null, name: string | null): void {
  if (form === null || name === null) return;
  const target = form.querySelector<HTMLElement>(`[name="${name}"]`);
  target?.scrollIntoView({ block: 'center' });
  target?.focus({ preventScroll: true });
}
