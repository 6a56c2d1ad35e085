-- Bottle promoter codes, and the nights private events hold. Bottle orders, reservations and
-- venue bookings themselves are rows of `orders` (003) with kinds bottles, reservations, bookings.

-- Promoter codes for bottle orders (docs/product.md#bottle-checkout): the promoter's Instagram name,
-- kept normalised (no leading @, lower case) so "@Night.Owl" and "night.owl" are one code.
-- '%' holds a percent of SUB TOTAL, '$' a fixed amount in cents.
CREATE TABLE bottle_promoter (
  ig_name text PRIMARY KEY CHECK (ig_name <> '' AND ig_name = lower(ig_name) AND left(ig_name, 1) <> '@'),
  promotion_id text NOT NULL UNIQUE,
  discount_type text NOT NULL CHECK (discount_type IN ('%', '$')),
  discount_percent numeric(7, 4) CHECK (discount_percent BETWEEN 0 AND 100),
  discount_cents integer CHECK (discount_cents >= 0),
  CHECK (
    (discount_type = '%' AND discount_percent IS NOT NULL AND discount_cents IS NULL)
    OR (discount_type = '$' AND discount_cents IS NOT NULL AND discount_percent IS NULL)
  )
);

-- A private event takes the whole venue for its night: one live booking per night. The row is
-- written in the booking's own transaction and removed when it is cancelled; the primary key
-- makes two concurrent requests for one night end in one booking and one 409.
CREATE TABLE private_event_night (
  night date PRIMARY KEY,
  order_id text NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE
);
