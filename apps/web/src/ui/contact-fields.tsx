// The guest's name, e-mail and phone under "Your details", as the booking and reservation forms ask
// for them; the phone input is the one the page loaded (it comes in its own chunk).
import type { ComponentType } from 'react';
import { EMAIL_MAX, NAME_MAX } from '@venue/core/shared/input-limits';
import type { PhoneFieldProps } from './phone-field';
import { LabeledPhoneField } from './labeled-phone-field';
import { LabeledTextField } from './labeled-text-field';

export type ContactField = 'clientName' | 'clientEmail' | 'clientPhoneNumber';

interface ContactFieldsProps {
  readonly values: Readonly<Record<ContactField, string>>;
  /** The form's own labels (core's placeholders), which its alerts name too. */
  readonly labels: Readonly<Record<ContactField, string>>;
  readonly errorOf: (field: ContactField) => string | null;
  readonly onChange: (field: ContactField, value: string) => void;
  readonly PhoneField: ComponentType<PhoneFieldProps>;
  /** The fieldset's class: each form lays its groups out its own way. */
  readonly className: string | undefined;
}

export function ContactFields({ values, labels, errorOf, onChange, PhoneField, className }: ContactFieldsProps) {
  const text = (field: 'clientName' | 'clientEmail', type: 'text' | 'email', autoComplete: string, maxLength: number) => (
    <LabeledTextField
      label={labels[field]}
      name={field}
      type={type}
      autoComplete={autoComplete}
      maxLength={maxLength}
      value={values[field]}
      onChange={(value) => onChange(field, value)}
      error={errorOf(field)}
    />
  );

  return (
    <fieldset className={className}>
      <legend>Your details</legend>
      {text('clientName', 'text', 'name', NAME_MAX)}
      {text('clientEmail', 'email', 'email', EMAIL_MAX)}
      <LabeledPhoneField
        PhoneField={PhoneField}
        label={labels.clientPhoneNumber}
        name="clientPhoneNumber"
        value={values.clientPhoneNumber}
        onChange={(value) => onChange('clientPhoneNumber', value)}
        error={errorOf('clientPhoneNumber')}
      />
    </fieldset>
  );
}
