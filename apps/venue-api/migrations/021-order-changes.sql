-- How many changes the guest saved to an order since it was confirmed (docs/backend.md#mail): each numbers the
-- mail that tells of it and the SEQUENCE of its calendar entry, so a later change always reads as the newer one.
ALTER TABLE orders ADD COLUMN changes integer NOT NULL DEFAULT 0;
