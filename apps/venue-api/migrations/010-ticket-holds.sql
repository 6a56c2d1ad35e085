-- Unpaid ticket orders hold their seats for a while (docs/backend.md#holds-that-expire): until
-- hold_until, after which they are cancelled and the seats go back on sale. client_address is who
-- asked (the socket's peer, or a trusted proxy's X-Forwarded-For), for the cap on unpaid seats.
ALTER TABLE orders ADD COLUMN client_address text;
ALTER TABLE orders ADD COLUMN hold_until timestamptz;
CREATE INDEX orders_live_holds_idx ON orders (hold_until) WHERE hold_until IS NOT NULL AND status IN ('created', 'confirmed');
