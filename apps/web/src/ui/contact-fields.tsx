// A person's name, e-mail and (when asked) phone: the guest under "Your details" in the booking and reservation
// forms, the sender and the recipient in the gift-card form (each in a fieldset of its own), the guest at the top of
// the careers and contact forms (no fieldset). The phone input is the one the page loaded (it comes in its own chunk).
import type { ComponentType, ReactNode } from 'react';
import { EMAIL_MAX, NAME_MAX } from '@venue/core/shared/input-limits';
import * as m from '~messages/ui';
import layout from './form-layout.module.css';
import type { PhoneFieldProps } from './phone-field';
import { LabeledPhoneField } from './labeled-phone-field';
import { LabeledTextField } from './labeled-text-field';

interface PersonFieldsProps<F extends string> {
  /** The fieldset's legend; none: the fields stand in the form without a fieldset. */
  readonly legend?: string;
  /** The form's names of the person's fields; no `phone`, no phone input. */
  readonly fields: { readonly name: F; readonly email: F; readonly phone?: F };
  readonly values: Readonly<Record<F, string>>;
  /** The form's own labels (core's placeholders), which its alerts name too. */
  readonly labels: Readonly<Record<F, string>>;
  readonly errorOf: (field: F) => string | null;
  readonly onChange: (field: F, value: string) => void;
  readonly PhoneField?: ComponentType<PhoneFieldProps>;
  readonly phoneOptional?: boolean;
  /** The form's own limit of the name, where it has one (the same as the site's NAME_MAX today). */
  readonly nameMaxLength?: number;
  /** false: someone else's details (a gift card's recipient), which the browser should not fill in. */
  readonly autoFill?: boolean;
  /** The fieldset's class: each form lays its groups out its own way. */
  readonly className?: string | undefined;
}

export function PersonFields<F extends string>({
  legend,
  fields,
  values,
  labels,
  errorOf,
  onChange,
  PhoneField,
  phoneOptional = false,
  nameMaxLength = NAME_MAX,
  autoFill = true,
  className,
}: PersonFieldsProps<F>) {
  const text = (field: F, type: 'text' | 'email', autoComplete: string, maxLength: number) => (
    <LabeledTextField
      label={labels[field]}
      name={field}
      type={type}
      autoComplete={autoFill ? autoComplete : 'off'}
      maxLength={maxLength}
      value={values[field]}
      onChange={(value) => onChange(field, value)}
      error={errorOf(field)}
    />
  );
  const { phone } = fields;
  const person: ReactNode = (
    <>
      {text(fields.name, 'text', 'name', nameMaxLength)}
      {text(fields.email, 'email', 'email', EMAIL_MAX)}
      {phone !== undefined && PhoneField !== undefined && (
        <LabeledPhoneField
          PhoneField={PhoneField}
          label={labels[phone]}
          name={phone}
          value={values[phone]}
          onChange={(value) => onChange(phone, value)}
          error={errorOf(phone)}
          optional={phoneOptional}
        />
      )}
    </>
  );
  if (legend === undefined) return person;
  return (
    <fieldset className={className}>
      <legend>{legend}</legend>
      {person}
    </fieldset>
  );
}

export type ContactField = 'clientName' | 'clientEmail' | 'clientPhoneNumber';

/** The guest's fields as every form of the site names them. */
export const guestFields = { name: 'clientName', email: 'clientEmail', phone: 'clientPhoneNumber' } as const;

interface ContactFieldsProps {
  readonly values: Readonly<Record<ContactField, string>>;
  readonly labels: Readonly<Record<ContactField, string>>;
  readonly errorOf: (field: ContactField) => string | null;
  readonly onChange: (field: ContactField, value: string) => void;
  readonly PhoneField: ComponentType<PhoneFieldProps>;
}

/** The guest under "Your details", as the booking and reservation forms ask for them: a group of the order forms' layout. */
export function ContactFields(props: ContactFieldsProps) {
  return <PersonFields<ContactField> legend={m.yourDetails} fields={guestFields} className={layout.group} {...props} />;
}
