import { Schema } from 'effect';

/** OAuth's own answer to the password grant (not wrapped in data). */
export const accessTokenBody = Schema.Struct({
  access_token: Schema.String,
  token_type: Schema.optional(Schema.String),
  expires_in: Schema.optional(Schema.Finite),
});
