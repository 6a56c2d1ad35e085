-- App tokens of the password grant. Only a SHA-256 of the token is kept, so a copy of the
-- database does not hand out working tokens.
CREATE TABLE access_token (
  token_hash text PRIMARY KEY,
  client_id text NOT NULL,
  username text NOT NULL,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX access_token_expiry_idx ON access_token (expires_at);
