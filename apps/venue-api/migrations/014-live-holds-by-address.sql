-- The unpaid seats one address holds (store/ticket-holds.store.ts heldSeats), asked by every ticket
-- order: found by the address instead of read through every live hold, which in a ticket drop grow
-- by one with each ticket sold.
CREATE INDEX orders_live_holds_address_idx ON orders (client_address, hold_until) WHERE hold_until IS NOT NULL AND status IN ('created', 'confirmed');
