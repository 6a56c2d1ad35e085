-- One Stripe PaymentIntent per order and attempt (docs/backend.md#stripe). make-payment claims the
-- order's payment under the order's row lock: the attempt number names Stripe's idempotency key, so
-- every request for the same attempt gets the same PaymentIntent; its id, amount and currency are
-- kept here before the browser is answered. The attempt grows only when the stored intent was
-- cancelled at Stripe or no longer matches the order (its amount due or the currency changed).
ALTER TABLE orders ADD COLUMN payment_attempt integer NOT NULL DEFAULT 1 CHECK (payment_attempt >= 1);
ALTER TABLE orders ADD COLUMN payment_intent_id text;
ALTER TABLE orders ADD COLUMN payment_intent_cents bigint CHECK (payment_intent_cents >= 0);
ALTER TABLE orders ADD COLUMN payment_intent_currency text;
CREATE UNIQUE INDEX orders_payment_intent_idx ON orders (payment_intent_id);
