// The Contact page's form (docs/product.md#careers-contact-and-staff-availability): name, e-mail, an optional phone
// (the phone input), an optional subject and the message, turned into the submit-contact payload.
import type { PhonePort } from '../ports/phone.port';
import { isBlank, isValidEmail, type FieldError } from '../shared/form-validation';
import { err, ok, type Result } from '../shared/result';
import type { ContactMessage } from './contact-message.schema';
import { MESSAGE_MAX, NAME_MAX, SHORT_TEXT_MAX } from '../shared/input-limits';

// The form refuses what the request schema would (shared/input-limits.ts), with the form's own message.
export const CONTACT_NAME_MAX_LENGTH = NAME_MAX;
export const CONTACT_SUBJECT_MAX_LENGTH = SHORT_TEXT_MAX;
export const CONTACT_MESSAGE_MAX_LENGTH = MESSAGE_MAX;

export interface ContactFormValues {
  readonly clientName: string;
  readonly clientEmail: string;
  /** Empty when not given. */
  readonly clientPhoneNumber: string;
  readonly subject: string;
  readonly message: string;
}

export type ContactField = keyof ContactFormValues;

export const emptyContactForm: ContactFormValues = { clientName: '', clientEmail: '', clientPhoneNumber: '', subject: '', message: '' };

/** The labels the guest sees, used in the "Please complete" alert. */
export const contactPlaceholders: Readonly<Record<ContactField, string>> = {
  clientName: 'Your Name',
  clientEmail: 'Email',
  clientPhoneNumber: 'Phone Number',
  subject: 'Subject',
  message: 'Message',
};

export function validateContactMessage(
  values: ContactFormValues,
  phone: PhonePort,
): Result<ContactMessage, readonly FieldError<ContactField>[]> {
  const errors: FieldError<ContactField>[] = [];
  const fail = (field: ContactField, reason: FieldError['reason']) =>
    errors.push({ field, placeholder: contactPlaceholders[field], reason });

  if (isBlank(values.clientName)) fail('clientName', 'required');
  else if (values.clientName.trim().length > CONTACT_NAME_MAX_LENGTH) fail('clientName', 'out-of-range');
  if (isBlank(values.clientEmail)) fail('clientEmail', 'required');
  else if (!isValidEmail(values.clientEmail) || values.clientEmail.trim().length > 254) fail('clientEmail', 'invalid-email');
  const withPhone = !isBlank(values.clientPhoneNumber);
  const international = withPhone ? phone.toInternational(values.clientPhoneNumber) : null;
  if (withPhone && (!phone.isValid(values.clientPhoneNumber) || international === null)) fail('clientPhoneNumber', 'invalid-phone');
  if (values.subject.trim().length > CONTACT_SUBJECT_MAX_LENGTH) fail('subject', 'out-of-range');
  if (isBlank(values.message)) fail('message', 'required');
  else if (values.message.trim().length > CONTACT_MESSAGE_MAX_LENGTH) fail('message', 'out-of-range');

  if (errors.length > 0) return err(errors);
  return ok({
    clientName: values.clientName.trim(),
    clientEmail: values.clientEmail.trim(),
    clientPhoneNumber: international,
    subject: values.subject.trim(),
    message: values.message.trim(),
  });
}
