// Pieces the venue's forms share (gift cards, other guests, reviews, talent submissions): a labelled field that says why it
// was refused, core's alert for the first invalid field, and why a send failed.
import { useId, type ReactNode } from 'react';
import * as m from '~messages/ui';
import alerts from './form-alert.module.css';
import form from './form-field.module.css';
import styles from './form-bits.module.css';
import { errorIdOf, FieldErrorLine } from './field-error-line';

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
  const described = [hint ? `${id}-hint` : null, error ? errorIdOf(id) : null].filter(Boolean).join(' ');
  return (
    <div className={`${form.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id}>
        {label} {optional && <span className={form.optional}>{m.optional}</span>}
      </label>
      {children({ id, 'aria-invalid': error !== null, 'aria-describedby': described === '' ? undefined : described })}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && <FieldErrorLine fieldId={id}>{error}</FieldErrorLine>}
    </div>
  );
}

/** Core's alert for the first invalid field (docs/product.md#form-rules), until dismissed or the next submit. */
export function FormAlert({ alert, onDismiss }: { readonly alert: string | null; readonly onDismiss: () => void }) {
  return (
    <div role="alert" className={alert ? alerts.alert : alerts.alertEmpty}>
      {alert && (
        <>
          <span>{alert}</span>
          <button type="button" className={alerts.alertClose} onClick={onDismiss}>
            {m.ok}
          </button>
        </>
      )}
    </div>
  );
}

/** Why a send failed, beside what the guest typed (kept). */
export function FailureNote({ text, wide = false }: { readonly text: string | null; readonly wide?: boolean }) {
  if (text === null) return null;
  return (
    <p role="alert" className={`${styles.failure} ${wide ? styles.wide : ''}`}>
      {text}
    </p>
  );
}

/** Scrolls to and focuses the named control of a form (the first invalid field). */
export function focusField(form: HTMLFormElement | null, name: string | null): void {
  if (form === null || name === null) return;
  const target = form.querySelector<HTMLElement>(`[name="${name}"]`);
  target?.scrollIntoView({ block: 'center' });
  target?.focus({ preventScroll: true });
}
