// What an order read shows whoever holds the order's id (docs/backend.md#what-each-read-exposes): only
// what the site's pages show from it. A ticket order's id travels in the other-guests link the buyer
// shares with friends, and no page shows the buyer's name, e-mail or phone from it, so its read keeps the
// event and the tickets only. Other kinds answer the details their pages show (a reservation's own
// page shows its guest's contact details back to them).
import type { StoredOrder } from '../store/orders.store';

const shownByKind: Readonly<Record<string, readonly string[]>> = {
  tickets: ['eventId', 'tickets'],
};

export function publicDetails(order: StoredOrder): unknown {
  const shown = shownByKind[order.kind];
  const payload = order.payload;
  if (shown === undefined || typeof payload !== 'object' || payload === null) return payload;
  return Object.fromEntries(Object.entries(payload).filter(([key]) => shown.includes(key)));
}
