// What the coat check keeps besides its orders (migrations/007-order-extras.sql): the claim
// ticket numbers and the venue's lost-item reports.
import { claimTicketNumber } from '@venue/core/coatcheck/claim-number';
import type { LostItem } from '@venue/core/orders/coatcheck.schema';
import type { Queryable } from '../db/database.port';

/** The next claim ticket number: C-0001, C-0002, ... */
export async function nextCoatCheckNumber(tx: Queryable): Promise<string> {
  const [next] = await tx.query<{ n: string }>("SELECT nextval('coat_check_number')::text AS n");
  return claimTicketNumber(Number(next?.n ?? '0'));
}

/** The id of the coat check order with this ticket number (the newest, should the sequence ever restart). */
export async function findCoatCheckIdByNumber(db: Queryable, ticketNumber: string): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(
    "SELECT id FROM orders WHERE kind = 'coat-check' AND payload->>'ticketNumber' = $1 ORDER BY created_at DESC LIMIT 1",
    [ticketNumber],
  );
  return row?.id;
}

interface LostItemRow {
  id: string;
  description: string;
  category: string;
  found_on: string;
  location: string;
  status: LostItem['status'];
  coat_check_id: string | null;
}

export async function findLostItem(db: Queryable, id: string): Promise<LostItem | undefined> {
  const [row] = await db.query<LostItemRow>(
    'SELECT id, description, category, found_on::text AS found_on, location, status, coat_check_id FROM lost_item WHERE id = $1',
    [id],
  );
  return (
    row && {
      _id: row.id,
      description: row.description,
      category: row.category,
      foundOn: row.found_on,
      location: row.location,
      status: row.status,
      coatCheckId: row.coat_check_id,
    }
  );
}
