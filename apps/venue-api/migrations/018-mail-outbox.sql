-- The mail outbox (docs/backend.md#mail): a mail is a row written in the same transaction as what causes it,
-- and a sender on any instance sends it later. Unique per kind, subject, recipient and occasion, so a payment's
-- webhook and the guest's return, a double click or a retried request make one mail.
CREATE TABLE mail_outbox (
  id text PRIMARY KEY,
  kind text NOT NULL,
  -- What the mail is about (core's mail/mail-request.ts): its words are drawn from that row when it is sent.
  subject_type text NOT NULL,
  subject_id text NOT NULL,
  recipient text NOT NULL,
  -- '' for a mail sent once ever; otherwise what makes a later mail of the same kind a new one.
  occasion text NOT NULL DEFAULT '',
  language text NOT NULL,
  attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- Chosen when the row is written and kept across retries, so a receiving server sees one message.
  message_id text NOT NULL UNIQUE,
  -- queued: waiting or retrying; sent: the SMTP server took it; kept: no SMTP server set, written as .eml;
  -- failed: refused for good (SMTP 5xx), last_error says why; dropped: nothing left to say when its time came
  -- (its subject gone, or a reminder for a reservation since changed or cancelled).
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'kept', 'failed', 'dropped')),
  attempts integer NOT NULL DEFAULT 0,
  -- The first attempt waits until then (a reminder); each retry moves it on.
  next_attempt_at timestamptz NOT NULL,
  -- A sender that claimed the row holds it until then; one killed mid-send leaves it to the next after that.
  claimed_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL,
  sent_at timestamptz,
  UNIQUE (kind, subject_type, subject_id, recipient, occasion)
);
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status = 'queued';
CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at);
