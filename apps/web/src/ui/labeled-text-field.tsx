// A one-line text or e-mail input with its label and its refusal. It stops at the length the API
// takes, so a long name is cut while typing, not refused after sending.
import { LabeledField } from './form-bits';
import form from './form-field.module.css';

interface LabeledTextFieldProps {
  readonly label: string;
  readonly name: string;
  readonly type: 'text' | 'email';
  readonly autoComplete: string;
  readonly maxLength: number;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | null;
  readonly optional?: boolean;
  /** A line under the field saying what it is for. */
  readonly hint?: string;
}

export function LabeledTextField({
  label,
  name,
  type,
  autoComplete,
  maxLength,
  value,
  onChange,
  error,
  optional = false,
  hint,
}: LabeledTextFieldProps) {
  return (
    <LabeledField label={label} error={error} optional={optional} {...(hint === undefined ? {} : { hint })}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          className={form.input}
          autoComplete={autoComplete}
          maxLength={maxLength}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </LabeledField>
  );
}
