// The rules of the contact fields every order form asks for (docs/product.md#form-rules): a name of
// 4 characters at least, a valid e-mail, a phone number the phone input accepts.
import type { PhonePort } from '../ports/phone.port';
import { isBlank, isTooLong, isValidEmail, type FieldError } from '../shared/form-validation';
import { EMAIL_MAX, NAME_MAX } from '../shared/input-limits';

export type FieldRule = (value: string, phone: PhonePort) => FieldError['reason'] | null;

export const nameRule: FieldRule = (value) =>
  isBlank(value) ? 'required' : isTooLong(value, NAME_MAX) ? 'too-long' : value.trim().length < 4 ? 'too-short' : null;
export const emailRule: FieldRule = (value) =>
  isBlank(value) ? 'required' : isTooLong(value, EMAIL_MAX) ? 'too-long' : isValidEmail(value) ? null : 'invalid-email';
export const phoneRule: FieldRule = (value, phone) => (isBlank(value) ? 'required' : phone.isValid(value) ? null : 'invalid-phone');

/** A text the guest may leave empty, at most `max` characters (docs/product.md#constants-and-limits). */
export const upToRule =
  (max: number): FieldRule =>
  (value) =>
    isTooLong(value, max) ? 'too-long' : null;

/** A text the guest must give, at most `max` characters. */
export const requiredUpToRule =
  (max: number): FieldRule =>
  (value) =>
    isBlank(value) ? 'required' : isTooLong(value, max) ? 'too-long' : null;

/** Every invalid field of a form, in the rules' order; empty when the form can be sent. */
export function invalidFields<F extends string>(
  rules: ReadonlyArray<readonly [F, FieldRule]>,
  form: Readonly<Record<F, string>>,
  labels: Readonly<Record<F, string>>,
  phone: PhonePort,
): readonly FieldError<F>[] {
  return rules.flatMap(([field, rule]) => {
    const reason = rule(form[field], phone);
    return reason === null ? [] : [{ field, placeholder: labels[field], reason }];
  });
}
