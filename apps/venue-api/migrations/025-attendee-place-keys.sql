-- Each other guest's place has a key of its own (docs/decisions.md#other-guests-places): the browser that named the
-- place made it, and whoever holds it reads and corrects that place's e-mail and phone. Only its SHA-256 is kept;
-- NULL for places named before, or by a caller that sent no key: the buyer's order secret still opens those.
ALTER TABLE ticket_attendee ADD COLUMN key_hash text;
