// Body of POST api/onlineGuest/newOnlineGuest (docs/product.md#support-chat).
import { Schema } from 'effect';
import { BoundedString, EMAIL_MAX, ID_MAX, NAME_MAX, PHONE_MAX } from '../shared/input-limits';

export const NewConversationPayload = Schema.Struct({
  clientName: BoundedString(NAME_MAX),
  clientEmail: BoundedString(EMAIL_MAX),
  /** International (E.164) format, as the phone port gives it. */
  clientPhoneNumber: BoundedString(PHONE_MAX),
  userAgent: BoundedString(ID_MAX),
  /** Null when the IP lookup failed; the conversation still starts. */
  ip: Schema.NullOr(BoundedString(ID_MAX)),
});
export type NewConversationPayload = typeof NewConversationPayload.Type;
