// A multi-line text (a special request, a gift card's message) with its label and its refusal. Like the
// one-line fields it stops at the length the API takes.
import { LabeledField } from './form-bits';
import form from './form-field.module.css';

interface LabeledTextAreaProps {
  readonly label: string;
  readonly name: string;
  readonly maxLength: number;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | null;
  readonly optional?: boolean;
  readonly wide?: boolean;
  readonly rows?: number;
}

export function LabeledTextArea({
  label,
  name,
  maxLength,
  value,
  onChange,
  error,
  optional = false,
  wide = false,
  rows = 4,
}: LabeledTextAreaProps) {
  return (
    <LabeledField label={label} error={error} optional={optional} wide={wide}>
      {(control) => (
        <textarea
          {...control}
          name={name}
          className={form.input}
          rows={rows}
          maxLength={maxLength}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </LabeledField>
  );
}
