-- What ticket orders and the coat check keep besides the order row: the other guests of a ticket
-- order, ticket promoter codes and the venue's lost-item reports.

CREATE TABLE ticket_attendee (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone_number text NOT NULL
);
CREATE INDEX ticket_attendee_order_idx ON ticket_attendee (order_id, position);

-- A promoter's code is their Instagram name (docs/product.md#tickets); '%' is a percent of SUB TOTAL, '$' cents.
CREATE TABLE ticket_promoter (
  promoter_ig text PRIMARY KEY,
  promotion_id text NOT NULL,
  discount_type text NOT NULL CHECK (discount_type IN ('%', '$')),
  -- A percent with up to 4 decimals for '%', an amount in cents for '$'.
  discount_amount numeric NOT NULL CHECK (discount_amount >= 0),
  -- NULL: every event.
  event_id text REFERENCES event (id) ON DELETE CASCADE
);

CREATE TABLE lost_item (
  id text PRIMARY KEY,
  description text NOT NULL,
  category text NOT NULL,
  found_on date NOT NULL,
  location text NOT NULL,
  status text NOT NULL CHECK (status IN ('held', 'returned', 'disposed')),
  coat_check_id text REFERENCES orders (id) ON DELETE SET NULL
);

-- Claim ticket numbers of the coat check (C-0001, C-0002, ...).
CREATE SEQUENCE coat_check_number;
