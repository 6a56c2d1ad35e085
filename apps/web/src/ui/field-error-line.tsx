// The line under a field that says why its value was refused, tied to the control by `errorIdOf`
// (the control's aria-describedby names it).
import type { ReactNode } from 'react';
import form from './form-field.module.css';

export const errorIdOf = (fieldId: string): string => `${fieldId}-error`;

export function FieldErrorLine({ fieldId, children }: { readonly fieldId: string; readonly children: ReactNode }) {
  return (
    <p id={errorIdOf(fieldId)} className={form.error}>
      {children}
    </p>
  );
}
