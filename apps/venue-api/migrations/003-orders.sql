-- Orders of every kind (tickets, food, gift cards, coat check, bottles, reservations, bookings)
-- and the idempotency keys of the POSTs that create them.

-- One row per order. What the guest sent stays in `payload` (its API shape); the amounts the
-- server computed get columns, in cents, because payments and invoices read them.
CREATE TABLE orders (
  id text PRIMARY KEY,
  kind text NOT NULL,
  -- created -> confirmed -> paid; cancelled when the venue drops it.
  status text NOT NULL CHECK (status IN ('created', 'confirmed', 'paid', 'cancelled')),
  payload jsonb NOT NULL,
  -- Priced lines the server computed: [{ description, quantity, unitCents, totalCents }].
  lines jsonb NOT NULL DEFAULT '[]'::jsonb,
  subtotal_cents bigint NOT NULL DEFAULT 0 CHECK (subtotal_cents >= 0),
  tax_cents bigint NOT NULL DEFAULT 0 CHECK (tax_cents >= 0),
  service_cents bigint NOT NULL DEFAULT 0 CHECK (service_cents >= 0),
  discount_cents bigint NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
  -- NULL for kinds without a price (a reservation, a booking request, a lost-item report).
  total_cents bigint CHECK (total_cents >= 0),
  -- What is charged online when it is less than the total (a deposit); NULL means the total.
  due_cents bigint CHECK (due_cents >= 0),
  created_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  paid_at timestamptz,
  -- The test card's last four digits or Stripe's payment intent id.
  payment_ref text,
  -- Name of the invoice PDF under invoices/pdf/, set when the order is paid.
  invoice_file text UNIQUE
);
CREATE INDEX orders_kind_idx ON orders (kind, created_at);

-- A create answered once is answered the same way again for the same key and body. The row is
-- written in the create's own transaction, so an order never exists without its key.
CREATE TABLE idempotency_keys (
  endpoint text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  response_status integer NOT NULL,
  response_body jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (endpoint, key)
);
