// Body of POST api/onlineGuest/newOnlineGuest (docs/product.md#support-chat).
import { Schema } from 'effect';

export const NewConversationPayload = Schema.Struct({
  clientName: Schema.String,
  clientEmail: Schema.String,
  /** International (E.164) format, as the phone port gives it. */
  clientPhoneNumber: Schema.String,
  userAgent: Schema.String,
  /** Null when the IP lookup failed; the conversation still starts. */
  ip: Schema.NullOr(Schema.String),
});
export type NewConversationPayload = typeof NewConversationPayload.Type;
