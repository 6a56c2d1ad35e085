// The answer of POST oauth/token (spec 7); only access_token is used.
import { Schema } from 'effect';

export const AppToken = Schema.Struct({
  access_token: Schema.String,
  token_type: Schema.optional(Schema.String),
  expires_in: Schema.optional(Schema.Finite),
});
export type AppToken = typeof AppToken.Type;
