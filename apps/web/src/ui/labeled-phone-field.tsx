// A phone number field with its label and its refusal: the phone input (loaded with the page's form,
// use-lazy-phone-field.ts) inside a LabeledField, its placeholder the label, as the venue's forms ask.
import type { ComponentType } from 'react';
import { LabeledField } from './form-bits';
import type { PhoneFieldProps } from './phone-field';

interface LabeledPhoneFieldProps {
  readonly PhoneField: ComponentType<PhoneFieldProps>;
  readonly label: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | null;
  readonly optional?: boolean;
}

export function LabeledPhoneField({ PhoneField, label, name, value, onChange, error, optional = false }: LabeledPhoneFieldProps) {
  return (
    <LabeledField label={label} error={error} optional={optional}>
      {(control) => (
        <PhoneField
          id={control.id}
          name={name}
          placeholder={label}
          value={value}
          onChange={onChange}
          invalid={control['aria-invalid']}
          describedBy={control['aria-describedby']}
        />
      )}
    </LabeledField>
  );
}
