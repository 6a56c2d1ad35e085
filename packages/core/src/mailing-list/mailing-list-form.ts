// Validation of the mailing list popup form (docs/product.md#mailing-list-popup), turning the guest's input into the payload.
import { MAILING_LIST_IG_NAME_MAX, type MailingListSignup } from './mailing-list.schema';
import { toBirthDate } from '../forms/birth-date-field';
import { instagramValue } from '../forms/instagram-field';
import type { PhonePort } from '../ports/phone.port';
import { isBlank, isTooLong, isValidEmail, type FieldError } from '../shared/form-validation';
import { EMAIL_MAX, NAME_MAX } from '../shared/input-limits';
import { err, ok, type Result } from '../shared/result';

export const MAILING_LIST_NAME_MIN_LENGTH = 4;

export interface MailingListFormValues {
  readonly clientName: string;
  readonly clientEmail: string;
  readonly clientPhoneNumber: string;
  /** "" or "01".."12". */
  readonly birthMonth: string;
  /** "" or "1".."31". */
  readonly birthDay: string;
  readonly IGname: string;
}

/** Where the signup comes from, read at the edge. */
export interface ClientInfo {
  readonly userAgent: string;
  readonly ip: string;
}

export type MailingListField = 'clientName' | 'clientEmail' | 'clientPhoneNumber' | 'birthMonth' | 'birthDay' | 'IGname';

// The product brief does not show this form's placeholders; these are the labels the popup uses.
export const mailingListPlaceholders: Readonly<Record<MailingListField, string>> = {
  clientName: 'Name',
  clientEmail: 'Email',
  clientPhoneNumber: 'Phone Number',
  birthMonth: 'Birth Month',
  birthDay: 'Birth Day',
  IGname: 'Instagram ID',
};

export function validateMailingList(
  values: MailingListFormValues,
  phone: PhonePort,
  client: ClientInfo,
): Result<MailingListSignup, readonly FieldError<MailingListField>[]> {
  const errors: FieldError<MailingListField>[] = [];
  const fail = (field: MailingListField, reason: FieldError['reason']) =>
    errors.push({ field, placeholder: mailingListPlaceholders[field], reason });

  if (isBlank(values.clientName)) fail('clientName', 'required');
  else if (isTooLong(values.clientName, NAME_MAX)) fail('clientName', 'too-long');
  else if (values.clientName.trim().length < MAILING_LIST_NAME_MIN_LENGTH) fail('clientName', 'too-short');

  if (isBlank(values.clientEmail)) fail('clientEmail', 'required');
  else if (isTooLong(values.clientEmail, EMAIL_MAX)) fail('clientEmail', 'too-long');
  else if (!isValidEmail(values.clientEmail)) fail('clientEmail', 'invalid-email');

  const international = phone.toInternational(values.clientPhoneNumber);
  if (isBlank(values.clientPhoneNumber)) fail('clientPhoneNumber', 'required');
  else if (!phone.isValid(values.clientPhoneNumber) || international === null) fail('clientPhoneNumber', 'invalid-phone');

  const birthDate = toBirthDate(values.birthMonth, values.birthDay);
  if (!birthDate.ok) fail(birthDate.error.part === 'month' ? 'birthMonth' : 'birthDay', birthDate.error.reason);

  if (isTooLong(instagramValue(values.IGname), MAILING_LIST_IG_NAME_MAX)) fail('IGname', 'too-long');

  if (errors.length > 0 || international === null || !birthDate.ok) return err(errors);
  return ok({
    clientName: values.clientName.trim(),
    clientEmail: values.clientEmail.trim(),
    clientPhoneNumber: international,
    clientBirthDate: birthDate.value,
    IGname: instagramValue(values.IGname),
    userAgent: client.userAgent,
    ip: client.ip,
  });
}
