// POST submit-contact: the Contact page's message. The product brief shows no payload; the contact
// fields use the names of the other payloads (docs/product.md#careers-contact-and-staff-availability).
// The phone number is optional (null when not given).
import { Schema } from 'effect';
import { MESSAGE_MAX, NAME_MAX, SHORT_TEXT_MAX } from '../shared/input-limits';
import { EmailAddress, InternationalPhone, RequiredText, TextUpTo } from './request-fields.schema';

export const ContactMessage = Schema.Struct({
  clientName: RequiredText(NAME_MAX),
  clientEmail: EmailAddress,
  clientPhoneNumber: Schema.NullOr(InternationalPhone),
  subject: TextUpTo(SHORT_TEXT_MAX),
  message: RequiredText(MESSAGE_MAX),
});
export type ContactMessage = typeof ContactMessage.Type;
