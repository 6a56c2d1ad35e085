// The answer of POST oauth/token (docs/product.md#sign-in-and-session); only access_token is used.
import { Schema } from 'effect';

export const AppToken = Schema.Struct({
  access_token: Schema.String,
  token_type: Schema.optional(Schema.String),
  expires_in: Schema.optional(Schema.Finite),
});
export type AppToken = typeof AppToken.Type;
