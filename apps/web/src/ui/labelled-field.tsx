// A form field's frame: its label (with "(optional)"), the control, anything after it, and the
// reason a refused value was refused, tied to the control by id (field-error-line.tsx).
import type { ReactNode } from 'react';
import type { FieldError } from '@venue/core/shared/form-validation';
import * as m from '~messages/ui';
import { fieldErrorText } from './field-error-text';
import form from './form-field.module.css';
import { errorIdOf, FieldErrorLine } from './field-error-line';

interface LabelledFieldProps {
  readonly id: string;
  readonly label: string;
  readonly optional?: boolean;
  readonly error: FieldError | null;
  readonly className?: string | undefined;
  readonly after?: ReactNode;
  readonly children: ReactNode;
}

export function LabelledField({ id, label, optional = false, error, className, after, children }: LabelledFieldProps) {
  return (
    <div className={`${form.field} ${className ?? ''}`}>
      <label htmlFor={id}>
        {label} {optional && <span className={form.optional}>{m.optional}</span>}
      </label>
      {children}
      {after}
      {error && <FieldErrorLine fieldId={id}>{fieldErrorText[error.reason]}</FieldErrorLine>}
    </div>
  );
}

/** What a control says about its field's state to assistive technology. */
export const fieldAria = (id: string, error: FieldError | null) => ({
  'aria-invalid': error !== null,
  'aria-describedby': error ? errorIdOf(id) : undefined,
});
