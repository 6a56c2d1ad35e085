// Field schemas of the form payloads (docs/product.md#form-rules), shared by the site's tests and the venue's
// validation: a payload the site's form accepts always decodes, and the venue refuses anything
// the form would have refused.
import { Schema } from 'effect';
import { isBlank, isHttpUrl, isValidEmail } from '../shared/form-validation';
import { EMAIL_MAX, NAME_MAX, PHONE_MAX, upTo, URL_MAX } from '../shared/input-limits';

/** Text with a length cap, so a form cannot store megabytes in one field. */
export const TextUpTo = (max: number) => Schema.String.check(upTo(max));

/** Required text: not empty and not only spaces. */
export const RequiredText = (max: number) =>
  TextUpTo(max).check(Schema.makeFilter((s: string) => !isBlank(s) || 'Expected a value, not an empty text'));

/** A name of at least `min` characters once trimmed (talent, mailing list, bottle: 4). */
export const NameOfAtLeast = (min: number, max = NAME_MAX) =>
  TextUpTo(max).check(Schema.makeFilter((s: string) => s.trim().length >= min || `Expected at least ${min} characters`));

export const EmailAddress = TextUpTo(EMAIL_MAX).check(
  Schema.makeFilter((s: string) => isValidEmail(s) || 'Expected a valid email address'),
);

/** The phone input's international format (E.164, `+12125550100`). */
export const InternationalPhone = TextUpTo(PHONE_MAX).check(
  Schema.makeFilter((s: string) => /^\+[1-9]\d{6,14}$/.test(s) || 'Expected a phone number in international format such as +12125550100'),
);

export const HttpLink = TextUpTo(URL_MAX).check(Schema.makeFilter((s: string) => isHttpUrl(s) || 'Expected an http(s) address'));
