-- When a staff page last showed the live conversations (docs/backend.md#mail): the venue is mailed about a chat
-- left waiting only when no staff page is open. One row, written by whichever instance served the page.
CREATE TABLE staff_presence (
  id integer PRIMARY KEY CHECK (id = 1),
  seen_at timestamptz NOT NULL
);
