-- The support chat: guests who started a conversation, their messages and the venue's replies,
-- and the web-support switch staff turn on and off.

CREATE TABLE online_guest (
  -- 32 random hex characters; the only secret a guest holds, so it is never listed to guests.
  hash text PRIMARY KEY,
  client_name text NOT NULL,
  client_email text NOT NULL,
  client_phone text NOT NULL,
  user_agent text NOT NULL DEFAULT '',
  ip text,
  main_photo text,
  status text NOT NULL DEFAULT 'offline' CHECK (status IN ('online', 'offline')),
  -- Set when the bot could not answer; cleared when staff reply.
  needs_staff boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  last_message_at timestamptz NOT NULL
);
CREATE INDEX online_guest_live_idx ON online_guest (needs_staff DESC, last_message_at DESC);

CREATE TABLE chat_message (
  id text PRIMARY KEY,
  -- Insertion order: the pinned test clock gives many messages the same created_at.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  guest_hash text NOT NULL REFERENCES online_guest (hash) ON DELETE CASCADE,
  -- The id the site gave a message it sent: a resend with the same one is stored once.
  client_id text,
  type text NOT NULL CHECK (type IN ('text', 'emoji', 'file', 'audio', 'typing', 'rate')),
  message text NOT NULL DEFAULT '',
  sender text NOT NULL CHECK (sender IN ('guest', 'venue')),
  -- bot or staff, for venue messages.
  author text CHECK (author IN ('bot', 'staff')),
  file_url text,
  file_name text,
  file_type text,
  file_size integer CHECK (file_size >= 0),
  audio_url text,
  duration double precision CHECK (duration >= 0),
  rate integer CHECK (rate BETWEEN 1 AND 5),
  suggestions jsonb,
  created_at timestamptz NOT NULL,
  UNIQUE (guest_hash, client_id)
);
CREATE INDEX chat_message_guest_idx ON chat_message (guest_hash, seq);

-- One row: whether the site offers web support (showWebSupport).
CREATE TABLE web_support (
  id integer PRIMARY KEY CHECK (id = 1),
  enabled boolean NOT NULL
);
INSERT INTO web_support (id, enabled) VALUES (1, true);
