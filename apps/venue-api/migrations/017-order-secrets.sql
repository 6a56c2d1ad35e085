-- The order secret (docs/product.md#codes-for-guests): a random token the create hands to the buyer's browser
-- once, which the order's guest codes and the code pages of its invoice ask for. The order id travels in links
-- the buyer shares (the other-guests page), the secret does not. Only its SHA-256 is kept, hex: a copy of the
-- table gives nobody the codes. NULL for kinds without codes and for orders made before this migration, whose
-- codes then answer only on each guest's own link.
ALTER TABLE orders ADD COLUMN secret_hash text CHECK (secret_hash ~ '^[0-9a-f]{64}$');
