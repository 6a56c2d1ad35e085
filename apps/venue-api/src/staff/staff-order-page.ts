// The staff page's view of one order: everything the guest sent, contact details included, which the
// public reads by id no longer show (docs/api.md, what each read by id exposes). Staff open it from an
// order id a guest gives them; the browser tests read stored orders this way.
import { html } from 'hono/html';
import type { StoredOrder } from '../store/orders.store';
import { layout, staffBase, type Html } from './staff-pages';

export const staffOrderPath = (id: string) => `${staffBase}/orders/${encodeURIComponent(id)}`;

export function staffOrderPage(order: StoredOrder): Html {
  return layout(
    `Order ${order.id}`,
    html`<dl>
        <dt>Kind</dt>
        <dd>${order.kind}</dd>
        <dt>Status</dt>
        <dd>${order.status}</dd>
        <dt>Created</dt>
        <dd>${order.createdAt.toISOString()}</dd>
      </dl>
      <h2>What the guest sent</h2>
      <pre data-order-details>${JSON.stringify(order.payload, null, 2)}</pre>`,
    { signedIn: true },
  );
}
