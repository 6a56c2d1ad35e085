-- How the venue priced an order beyond its totals (core's orders/order-breakdown.schema.ts, in
-- cents and percents): rates, the promoter's part of the discount, tax and service paid at the venue.
-- NULL for orders that have none (every kind but bottles, and bottle orders placed before it).
ALTER TABLE orders ADD COLUMN breakdown jsonb;
