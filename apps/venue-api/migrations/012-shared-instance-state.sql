-- What several backend instances on one PostgreSQL server share (docs/backend.md#several-instances);
-- created on the embedded database too, so both have one schema.
-- Staff page sessions: the SHA-256 of the cookie's token, never the token itself; pruned once expired.
CREATE TABLE staff_session (
  token_hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX staff_session_expires_idx ON staff_session (expires_at);
-- The request budgets per address (http/rate-limits.ts) in server mode: rate-limiter-flexible's own
-- layout (key, points spent, expiry in epoch milliseconds); one table for every budget, keys prefixed.
CREATE TABLE rate_limit (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
-- socket.io's PostgreSQL adapter: events too large for a NOTIFY (over 8000 bytes) pass through here;
-- the adapter deletes rows older than its cleanup interval itself.
CREATE TABLE socket_io_attachments (
  id bigserial UNIQUE,
  created_at timestamptz DEFAULT now(),
  payload bytea
);
