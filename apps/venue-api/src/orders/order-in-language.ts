// An order as its guest reads it in their records (docs/product.md#languages): each line names the venue's text (a
// ticket type, a bottle, a dish) in the order's language where the venue wrote it in it, as the guest's pages show it.
import type { Database } from '../db/database.port';
import { venueText } from '../languages/venue-texts';
import type { StoredOrder } from '../store/orders.store';

export const orderIn = async (db: Database, order: StoredOrder, language: string): Promise<StoredOrder> => ({
  ...order,
  lines: await Promise.all(order.lines.map(async (line) => ({ ...line, description: await venueText(db, line.description, language) }))),
});
