// The rules for the guest's details that a venue booking request and a table reservation share
// (docs/product.md#form-rules): a name of four letters or more, a real e-mail, a phone number the phone rules
// accept, and a special request no longer than the payload's FreeText allows.
import type { PhonePort } from '../ports/phone.port';
import { isBlank, isValidEmail, type FieldError } from '../shared/form-validation';

export const NAME_MIN_LENGTH = 4;
/** As the payload's FreeText allows. */
export const SPECIAL_REQUEST_MAX_LENGTH = 1000;

export interface GuestContactValues {
  readonly clientName: string;
  readonly clientEmail: string;
  readonly clientPhoneNumber: string;
}

export type GuestContactField = keyof GuestContactValues;

/**
 * Reports each invalid contact field to `fail`, in form order, and returns the phone number in international form
 * (null when it is blank or the rules cannot read it; the form is then refused).
 */
export function judgeGuestContact(
  values: GuestContactValues,
  phone: PhonePort,
  fail: (field: GuestContactField, reason: FieldError['reason']) => void,
): string | null {
  if (isBlank(values.clientName)) fail('clientName', 'required');
  else if (values.clientName.trim().length < NAME_MIN_LENGTH) fail('clientName', 'too-short');

  if (isBlank(values.clientEmail)) fail('clientEmail', 'required');
  else if (!isValidEmail(values.clientEmail)) fail('clientEmail', 'invalid-email');

  const international = isBlank(values.clientPhoneNumber) ? null : phone.toInternational(values.clientPhoneNumber);
  if (isBlank(values.clientPhoneNumber)) fail('clientPhoneNumber', 'required');
  else if (!phone.isValid(values.clientPhoneNumber) || international === null) fail('clientPhoneNumber', 'invalid-phone');
  return international;
}
