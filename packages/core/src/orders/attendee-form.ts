// The form of one other guest on a ticket order (docs/product.md#other-guests): name, e-mail and phone,
// with the rules every form shares (docs/product.md#form-rules), turned into what the venue stores.
import type { PhonePort } from '../ports/phone.port';
import { isBlank, isTooLong, isValidEmail, type FieldError } from '../shared/form-validation';
import { EMAIL_MAX, NAME_MAX } from '../shared/input-limits';
import { err, ok, type Result } from '../shared/result';

export interface AttendeeFormValues {
  readonly name: string;
  readonly email: string;
  readonly phoneNumber: string;
}

export type AttendeeField = keyof AttendeeFormValues;

/** What a valid form sends: trimmed, the phone in international (E.164) format. */
export interface AttendeeFields {
  readonly name: string;
  readonly email: string;
  readonly phoneNumber: string;
}

export const emptyAttendeeForm: AttendeeFormValues = { name: '', email: '', phoneNumber: '' };

/** The labels, in form order (ours: the product brief names no field); the alert quotes the first invalid one. */
export const attendeePlaceholders: Readonly<Record<AttendeeField, string>> = {
  name: 'Guest Name',
  email: 'Guest Email',
  phoneNumber: 'Guest Phone',
};

const ATTENDEE_NAME_MIN_LENGTH = 4;

/** Every invalid field in form order, or the guest as the venue stores them. */
export function validateAttendeeForm(
  values: AttendeeFormValues,
  phone: PhonePort,
): Result<AttendeeFields, readonly FieldError<AttendeeField>[]> {
  const errors: FieldError<AttendeeField>[] = [];
  const fail = (field: AttendeeField, reason: FieldError['reason']) =>
    errors.push({ field, placeholder: attendeePlaceholders[field], reason });

  if (isBlank(values.name)) fail('name', 'required');
  else if (isTooLong(values.name, NAME_MAX)) fail('name', 'too-long');
  else if (values.name.trim().length < ATTENDEE_NAME_MIN_LENGTH) fail('name', 'too-short');

  if (isBlank(values.email)) fail('email', 'required');
  else if (isTooLong(values.email, EMAIL_MAX)) fail('email', 'too-long');
  else if (!isValidEmail(values.email)) fail('email', 'invalid-email');

  const international = isBlank(values.phoneNumber) ? null : phone.toInternational(values.phoneNumber);
  if (isBlank(values.phoneNumber)) fail('phoneNumber', 'required');
  else if (!phone.isValid(values.phoneNumber) || international === null) fail('phoneNumber', 'invalid-phone');

  if (errors.length > 0 || international === null) return err(errors);
  return ok({ name: values.name.trim(), email: values.email.trim(), phoneNumber: international });
}
