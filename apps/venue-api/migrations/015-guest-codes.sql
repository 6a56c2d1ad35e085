-- Guest codes (docs/product.md#codes-for-guests): the venue's signing key and the codes issued to guests.

-- The venue's Ed25519 key pair, one row. The first instance to need it inserts it with ON CONFLICT DO
-- NOTHING and every instance reads back the row that won, so instances starting together agree.
CREATE TABLE guest_code_key (
  id integer PRIMARY KEY CHECK (id = 1),
  -- PKCS #8, base64url: never leaves the backend.
  private_key text NOT NULL,
  -- The 32 raw bytes, base64url: published for the door (GET guest-codes/public-key).
  public_key text NOT NULL,
  created_at timestamptz NOT NULL
);

-- One row per code issued; the token the QR code carries is signed from it when read (Ed25519 signs the same
-- claims the same way every time), so writing a code needs no key. An order's codes are kept in line with it under the order's row lock
-- (guest-codes/issue-codes.ts): a slot holds at most one live code, and a changed guest name or night
-- voids the slot's code and issues a new one.
CREATE TABLE guest_code (
  code_id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  -- Which guest of the order: 0 the buyer, then each other guest a ticket admits; 0 for a table or a coat.
  slot integer NOT NULL CHECK (slot >= 0),
  kind text NOT NULL CHECK (kind IN ('ticket', 'table', 'coat')),
  -- The venue night it admits to, YYYY-MM-DD.
  night text NOT NULL,
  event_id text,
  guest_name text NOT NULL,
  label text NOT NULL,
  -- The guest's own link (/guest-code/{token}): random, apart from the code id.
  link_token text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'issued' CHECK (status IN ('issued', 'void')),
  issued_at timestamptz NOT NULL,
  voided_at timestamptz
);
CREATE UNIQUE INDEX guest_code_live_slot_idx ON guest_code (order_id, slot) WHERE status = 'issued';
CREATE INDEX guest_code_night_idx ON guest_code (night, status);

-- A code lives while its order is paid or confirmed: whatever else the order becomes (cancelled, refunded),
-- wherever that is written, its codes are void in the same transaction.
CREATE FUNCTION guest_code_follow_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE guest_code SET status = 'void', voided_at = now() WHERE order_id = NEW.id AND status = 'issued';
  RETURN NEW;
END
$$;
CREATE TRIGGER guest_code_follow_order AFTER UPDATE OF status ON orders FOR EACH ROW
  WHEN (NEW.status NOT IN ('paid', 'confirmed') AND OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION guest_code_follow_order();
