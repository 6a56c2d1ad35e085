// Fields every order payload shares: who orders and how to reach them. Wire shapes, checked the
// same way on both edges, so a bad field is named before anything is written.
import { Schema } from 'effect';
import { isValidEmail } from '../shared/form-validation';
import { BoundedString, EMAIL_MAX, ID_MAX, NAME_MAX, PHONE_MAX, upTo } from '../shared/input-limits';

/** A non-empty id (ticket type, food item, order), at most 100 characters. */
export const RefId = Schema.String.pipe(
  Schema.check(
    upTo(ID_MAX),
    Schema.makeFilter((s: string) => s.trim().length > 0 || 'Expected a non-empty id'),
  ),
);

/** At least 4 characters after trimming, as every name field asks (docs/product.md#form-rules); at most 100. */
export const ClientName = Schema.String.pipe(
  Schema.check(
    upTo(NAME_MAX),
    Schema.makeFilter((s: string) => s.trim().length >= 4 || 'Expected a name of at least 4 characters'),
  ),
);

export const ClientEmail = Schema.String.pipe(
  Schema.check(
    upTo(EMAIL_MAX),
    Schema.makeFilter((s: string) => isValidEmail(s) || 'Expected a valid email address'),
  ),
);

/** International (E.164) format, as the phone input stores it. */
export const ClientPhoneNumber = Schema.String.pipe(
  Schema.check(
    upTo(PHONE_MAX),
    Schema.isPattern(/^\+[1-9]\d{6,14}$/, { expected: 'a phone number in international format such as +12125550123' }),
  ),
);

/** How many of one item: 1 to 99. */
export const Quantity = Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 99 })));

/** Free text the guest may leave empty, at most 1,000 characters. */
export const FREE_TEXT_MAX = 1000;
export const FreeText = Schema.String.pipe(Schema.check(Schema.isMaxLength(FREE_TEXT_MAX)));

/** The device class and address the site reports with every order (as the bottle order payload does). */
export const ClientDevice = {
  userAgent: Schema.optional(Schema.Literals(['Mobile', 'PC'])),
  ip: Schema.optional(BoundedString(ID_MAX)),
};
