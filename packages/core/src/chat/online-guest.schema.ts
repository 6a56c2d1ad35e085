// The guest of a support conversation (docs/product.md#support-chat), kept in storage as onlineGuest.
import { Schema } from 'effect';

export const OnlineGuest = Schema.Struct({
  hash: Schema.String,
  clientName: Schema.String,
  mainPhoto: Schema.optional(Schema.NullOr(Schema.String)),
});
export type OnlineGuest = typeof OnlineGuest.Type;
