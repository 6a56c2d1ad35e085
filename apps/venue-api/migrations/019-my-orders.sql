-- "Find my orders" (docs/product.md#find-my-orders): each ask for an address with orders stores a link request, and
-- the mail it queues (mail_outbox, about {type 'lookup', id}) carries a link signed over the request's id and expiry
-- (mail/signed-links.ts, docs/decisions.md#find-my-orders-links). Asks for an address without orders store nothing.
CREATE TABLE my_orders_link (
  id text PRIMARY KEY,
  -- The address as the guest typed it (trimmed): the mail goes to it, and orders match it case-insensitively.
  email text NOT NULL,
  created_at timestamptz NOT NULL,
  -- The signed token says it too; past it the token alone is refused, so the row can go (maintenance/retention.ts).
  expires_at timestamptz NOT NULL
);
CREATE INDEX my_orders_link_expires_idx ON my_orders_link (expires_at);

-- The buyer's address of every kind of order (senderEmail for a gift card, clientEmail for the others), so an ask
-- reads an address's settled orders without reading every order (my-orders/buyer-orders.ts uses this expression).
CREATE INDEX orders_buyer_email_idx ON orders ((lower(btrim(coalesce(payload ->> 'clientEmail', payload ->> 'senderEmail')))))
  WHERE status IN ('paid', 'confirmed');
