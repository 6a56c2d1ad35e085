// The rewards signup sent to POST new-mailing-list / api/mailingList/add (spec 3, 7).
// IGname is "" when the guest gave none; userAgent is "Mobile" or "PC" as in the bottle order.
import { Schema } from 'effect';

export const MailingListSignup = Schema.Struct({
  clientName: Schema.String,
  clientEmail: Schema.String,
  clientPhoneNumber: Schema.String,
  clientBirthDate: Schema.NullOr(Schema.String.check(Schema.isPattern(/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])$/))),
  IGname: Schema.String,
  userAgent: Schema.String,
  ip: Schema.String,
});
export type MailingListSignup = typeof MailingListSignup.Type;
