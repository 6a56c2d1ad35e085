// A ticket drop: many guests at once, each from an address of its own, asking for one ticket of a
// type with only a few seats left. Shared by the suite's small drop (orders/ticket-drop.test.ts) and
// `npm run bench:api`'s large one, so both judge the same way: exactly the seats left are sold, and
// every guest gets an answer, a ticket (200) or a refusal that says it is sold out (409 sold_out).
import type { Queryable } from '../db/database.port';

export interface DropTicket {
  readonly id: string;
  readonly eventId: string;
  readonly capacity: number;
  readonly sold: number;
}

/**
 * The first priced ticket type of the first event after `today` (the venue's date), its capacity
 * set so exactly `left` seats remain on sale.
 */
export async function ticketTypeWithSeatsLeft(db: Queryable, today: string, left: number): Promise<DropTicket> {
  const [row] = await db.query<DropTicket>(
    `UPDATE ticket_type SET capacity = sold + $2
     WHERE id = (SELECT t.id FROM ticket_type t JOIN event e ON e.id = t.event_id
                 WHERE e.event_date > $1::date AND t.price_cents > 0 ORDER BY e.event_date, t.position, t.id LIMIT 1)
     RETURNING id, event_id AS "eventId", capacity, sold`,
    [today, left],
  );
  if (!row) throw new Error(`No upcoming event after ${today} sells a priced ticket.`);
  return row;
}

/** What the database holds for the type after the drop: seats sold and the orders that took them. */
export async function dropResult(db: Queryable, ticketId: string): Promise<{ readonly sold: number; readonly orders: number }> {
  const [row] = await db.query<{ sold: number; orders: number }>(
    `SELECT (SELECT sold FROM ticket_type WHERE id = $1) AS sold,
            (SELECT count(*)::int FROM orders, jsonb_array_elements(lines) AS line
             WHERE kind = 'tickets' AND line->>'itemId' = $1) AS orders`,
    [ticketId],
  );
  return { sold: row?.sold ?? 0, orders: row?.orders ?? 0 };
}

/** A client address of its own for guest `n` (sent as X-Forwarded-For to an API behind a trusted proxy). */
export const guestAddress = (n: number): string => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Guest `n`'s request: one ticket, its own Idempotency-Key and address. */
export function dropRequest(ticket: DropTicket, n: number, run: string) {
  return {
    path: 'new-ticket-order',
    headers: { 'content-type': 'application/json', 'idempotency-key': `drop-${run}-${n}`, 'x-forwarded-for': guestAddress(n) },
    body: JSON.stringify({
      eventId: ticket.eventId,
      tickets: [{ ticketId: ticket.id, quantity: 1 }],
      clientName: `Drop Guest ${n}`,
      clientEmail: `drop${n}@example.com`,
      clientPhoneNumber: '+12125550123',
    }),
  };
}

/** A guest's answer: its status and body, or the error that kept it from arriving. */
export type DropAnswer = { readonly status: number; readonly body: string } | { readonly error: string };

export interface DropTally {
  /** 200: a ticket. */
  readonly sold: number;
  /** 409 sold_out: a proper refusal. */
  readonly soldOut: number;
  /** Anything else (an error, a timeout, another status): a guest not properly answered. */
  readonly failed: number;
  /** The first few failures, to say what went wrong. */
  readonly failures: readonly string[];
}

const isSoldOut = (body: string): boolean => {
  try {
    return (JSON.parse(body) as { error?: { code?: string } }).error?.code === 'sold_out';
  } catch {
    return false;
  }
};

export function tallyDrop(answers: readonly DropAnswer[]): DropTally {
  let sold = 0;
  let soldOut = 0;
  const failures: string[] = [];
  for (const answer of answers) {
    if ('error' in answer) failures.push(answer.error);
    else if (answer.status === 200) sold += 1;
    else if (answer.status === 409 && isSoldOut(answer.body)) soldOut += 1;
    else failures.push(`${answer.status} ${answer.body.slice(0, 200)}`);
  }
  return { sold, soldOut, failed: failures.length, failures: failures.slice(0, 3) };
}
