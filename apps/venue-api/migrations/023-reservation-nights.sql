-- Table reservations hold a night's tables (docs/backend.md#table-reservations). A night's row is locked while a
-- reservation is counted against the venue's tables, so that of two guests asking for the last table at once one
-- gets it and the other is refused, on a PostgreSQL server too (docs/backend.md#concurrency-on-a-postgresql-server).
-- A row is made the first time a night is counted and holds nothing else.
CREATE TABLE reservation_night (
  night date PRIMARY KEY
);

-- The reservations of one night, read at each count without reading every order.
CREATE INDEX orders_reservation_night_idx ON orders ((payload->>'reservationDate')) WHERE kind = 'reservations';

-- A reservation waiting for its second step holds its table for a while (hold_until), then is released. Those made
-- before holds existed get the default hold from their making.
UPDATE orders SET hold_until = created_at + interval '30 minutes'
WHERE kind = 'reservations' AND status = 'created' AND hold_until IS NULL;
