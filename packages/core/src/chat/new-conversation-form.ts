// The chat's new-conversation form (docs/product.md#support-chat): name, phone and email required, email valid, phone valid per the phone port
// and kept in international format. The product brief shows no other field rules, so there are none.
import type { PhonePort } from '../ports/phone.port';
import { isBlank, isTooLong, isValidEmail, type FieldError } from '../shared/form-validation';
import { EMAIL_MAX, NAME_MAX } from '../shared/input-limits';
import { err, ok, type Result } from '../shared/result';
import type { NewConversationPayload } from './new-conversation.schema';

export interface NewConversationForm {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
}

/** The user the form emits once valid; phone in international format. */
export interface NewConversationUser {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
}

export type NewConversationField = keyof NewConversationForm;

/** The flags the form shows: the error flag, the incorrect-phone flag and the invalid fields. */
export interface NewConversationFormFlags {
  readonly error: boolean;
  readonly incorrectPhone: boolean;
  readonly fieldErrors: readonly FieldError<NewConversationField>[];
}

export const cleanFormFlags: NewConversationFormFlags = { error: false, incorrectPhone: false, fieldErrors: [] };

// The product brief does not show the placeholders; these are the widget's.
export const newConversationPlaceholders: Readonly<Record<NewConversationField, string>> = { name: 'Name', email: 'Email', phone: 'Phone' };

export function validateNewConversationForm(
  form: NewConversationForm,
  phonePort: PhonePort,
): Result<NewConversationUser, NewConversationFormFlags> {
  const fieldErrors: FieldError<NewConversationField>[] = [];
  const fail = (field: NewConversationField, reason: FieldError['reason']) =>
    fieldErrors.push({ field, placeholder: newConversationPlaceholders[field], reason });

  if (isBlank(form.name)) fail('name', 'required');
  else if (isTooLong(form.name.trim(), NAME_MAX)) fail('name', 'too-long');

  let international: string | null = null;
  let incorrectPhone = false;
  if (isBlank(form.phone)) fail('phone', 'required');
  else {
    international = phonePort.isValid(form.phone) ? phonePort.toInternational(form.phone) : null;
    if (international === null) {
      incorrectPhone = true;
      fail('phone', 'invalid-phone');
    }
  }

  if (isBlank(form.email)) fail('email', 'required');
  else if (isTooLong(form.email.trim(), EMAIL_MAX)) fail('email', 'too-long');
  else if (!isValidEmail(form.email)) fail('email', 'invalid-email');

  if (fieldErrors.length > 0 || international === null) return err({ error: true, incorrectPhone, fieldErrors });
  return ok({ name: form.name.trim(), email: form.email.trim(), phone: international });
}

export interface ChatClientInfo {
  readonly userAgent: string;
  readonly ip: string | null;
}

export const newConversationPayload = (user: NewConversationUser, client: ChatClientInfo): NewConversationPayload => ({
  clientName: user.name,
  clientEmail: user.email,
  clientPhoneNumber: user.phone,
  userAgent: client.userAgent,
  ip: client.ip,
});
