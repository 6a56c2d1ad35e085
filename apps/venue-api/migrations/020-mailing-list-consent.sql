-- The mailing list's double opt-in (docs/product.md#mailing-list): a sign-up is kept unconfirmed with its consent
-- until the guest opens the link mailed to them; an address that left is kept only as a suppression.

-- The key that signs links sent by mail (mail/signed-links.ts), one row. The first instance to need it inserts it
-- with ON CONFLICT DO NOTHING and every instance reads back the row that won, as guest_code_key does.
CREATE TABLE signed_link_key (
  id integer PRIMARY KEY CHECK (id = 1),
  -- 32 random bytes, base64url: never leaves the backend.
  secret text NOT NULL,
  created_at timestamptz NOT NULL
);

-- unconfirmed: signed up, the confirmation mail sent, nothing else mailed; confirmed: the guest opened the link.
ALTER TABLE mailing_list_member ADD COLUMN status text NOT NULL DEFAULT 'unconfirmed' CHECK (status IN ('unconfirmed', 'confirmed'));
-- The consent: when the pending (or confirmed) sign-up was made, from which network address, through which form,
-- and the words that form showed (mailing-list/consent-words.ts). consent_at is also the confirmation mail's
-- occasion, so a double click sends one mail and a sign-up after the link expired sends a new one.
ALTER TABLE mailing_list_member ADD COLUMN consent_at timestamptz;
ALTER TABLE mailing_list_member ADD COLUMN consent_address text;
ALTER TABLE mailing_list_member ADD COLUMN consent_source text;
ALTER TABLE mailing_list_member ADD COLUMN consent_words text;
ALTER TABLE mailing_list_member ADD COLUMN confirmed_at timestamptz;
-- Members from before the double opt-in never confirmed: they stay unconfirmed and the chores delete them
-- (docs/decisions.md#mailing-list-double-opt-in).
UPDATE mailing_list_member SET consent_at = created_at, consent_source = source;
ALTER TABLE mailing_list_member ALTER COLUMN consent_at SET NOT NULL;
ALTER TABLE mailing_list_member ALTER COLUMN consent_source SET NOT NULL;
CREATE INDEX mailing_list_member_unconfirmed_idx ON mailing_list_member (consent_at) WHERE status = 'unconfirmed';

-- Addresses that left the list (unsubscribed): checked before every list mail. Leaving deletes the member;
-- this row stays until the address signs up again and confirms.
CREATE TABLE mailing_list_suppression (
  email_key text PRIMARY KEY,
  left_at timestamptz NOT NULL
);
