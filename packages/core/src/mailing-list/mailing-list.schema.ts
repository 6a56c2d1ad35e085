// The rewards signup sent to POST new-mailing-list / api/mailingList/add (docs/product.md#mailing-list-popup).
// IGname is "" when the guest gave none; userAgent is "Mobile" or "PC" as in the bottle order.
// The field checks are the popup's rules, so the venue refuses what the form refuses.
import { Schema } from 'effect';
import { EmailAddress, InternationalPhone, NameOfAtLeast, TextUpTo } from '../forms/request-fields.schema';
import { DATE_TIME_MAX, ID_MAX, upTo } from '../shared/input-limits';

/** The Instagram ID as typed, a name or an address. */
export const MAILING_LIST_IG_NAME_MAX = 100;

export const MailingListSignup = Schema.Struct({
  clientName: NameOfAtLeast(4),
  clientEmail: EmailAddress,
  clientPhoneNumber: InternationalPhone,
  clientBirthDate: Schema.NullOr(Schema.String.check(upTo(DATE_TIME_MAX), Schema.isPattern(/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])$/))),
  IGname: TextUpTo(MAILING_LIST_IG_NAME_MAX),
  userAgent: TextUpTo(500),
  ip: TextUpTo(ID_MAX),
});
export type MailingListSignup = typeof MailingListSignup.Type;
