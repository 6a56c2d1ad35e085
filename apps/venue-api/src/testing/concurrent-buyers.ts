// Test helper for the concurrency tests (orders/concurrent-*.test.ts): many guests ordering and
// paying tickets at once against a startTestApi() API, each from its own address (behind a trusted
// proxy, no rate limits), and what the database then holds.
import { createApp } from '../http/app';
import type { TestApi } from './test-api';

export interface TicketRow {
  readonly id: string;
  readonly capacity: number;
  readonly sold: number;
}

const guest = { clientName: 'Dana Guest', clientEmail: 'dana@example.com', clientPhoneNumber: '+12125550123' };
let keys = 0;

export function concurrentBuyers(api: TestApi, token: string) {
  const app = createApp({ api: { ...api.context(), trustProxy: true }, rateLimits: { trustProxy: true, enabled: false } });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(`/venue-api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': `conc-${++keys}`, ...headers },
      body: JSON.stringify(body),
    });
  return {
    post,
    /** A ticket order, its lines as given. */
    order: (eventId: string, tickets: readonly { ticketId: string; quantity: number }[], headers: Record<string, string> = {}) =>
      post('new-ticket-order', { eventId, tickets, ...guest }, headers),
    ticketOrder: (eventId: string, ticketId: string, quantity: number, headers: Record<string, string> = {}) =>
      post('new-ticket-order', { eventId, tickets: [{ ticketId, quantity }], ...guest }, headers),
    testPayment: (orderId: string) => post('make-test-payment', { orderType: 'tickets', orderId }),
    orderIdOf: async (res: Response) => ((await res.json()) as { data: { orderId: string } }).data.orderId,
    /** A client address of its own for buyer `n`. */
    address: (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    /** The first priced ticket type of the event, with exactly `left` seats still on sale. */
    async ticketWithSeatsLeft(eventId: string, left: number): Promise<TicketRow> {
      const [row] = await api.db.query<TicketRow>(
        `UPDATE ticket_type SET capacity = sold + $2
         WHERE id = (SELECT id FROM ticket_type WHERE event_id = $1 AND price_cents > 0 ORDER BY position, id LIMIT 1)
         RETURNING id, capacity, sold`,
        [eventId, left],
      );
      if (!row) throw new Error(`The demo event ${eventId} sells no priced ticket.`);
      return row;
    },
    soldOf: async (id: string) => (await api.db.query<{ sold: number }>('SELECT sold FROM ticket_type WHERE id = $1', [id]))[0]?.sold,
    /** Ticket orders with a line of this ticket type, whatever their status. */
    ordersOf: async (ticketId: string) =>
      (
        await api.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM orders, jsonb_array_elements(lines) AS line WHERE kind = 'tickets' AND line->>'itemId' = $1`,
          [ticketId],
        )
      )[0]?.n,
    /** The statuses of these orders. */
    statusesOf: (orderIds: readonly string[]) =>
      api.db.query<{ id: string; status: string }>(
        `SELECT id, status FROM orders WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb))`,
        [JSON.stringify(orderIds)],
      ),
  };
}
