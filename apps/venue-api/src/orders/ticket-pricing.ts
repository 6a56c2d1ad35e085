// Prices a ticket selection from the ticket_type rows, never from the request, and checks it can
// be sold: the event exists and has not passed, each type belongs to it, per-order limits, what
// is left (409 when sold out) and the promoter code. With `lock`, the rows stay locked until the
// transaction ends, so two orders cannot both take the last seats.
import { ZERO_CENTS, type Cents } from '@venue/core/money/cents';
import { percentOf, toPercent } from '@venue/core/money/percent';
import { quoteOrder, type OrderQuote } from '@venue/core/orders/order-pricing';
import type { TicketGroupRequest } from '@venue/core/orders/ticket-order.schema';
import { err, ok, type Result } from '@venue/core/shared/result';
import type { Queryable } from '../db/database.port';
import type { ApiContext } from '../http/api-context';
import { todayOf } from '../http/today';
import { readFinancialSettings } from '../store/venue.store';
import { invalid, refusal, type Refusal } from './refusal';

interface TicketRow {
  id: string;
  name: string;
  guests_per_ticket: number;
  max_per_order: number;
  price_cents: number;
  capacity: number;
  sold: number;
}

export interface TicketQuote {
  readonly quote: OrderQuote;
  /** Guests the tickets admit (a table for 4 admits 4). */
  readonly guests: number;
  readonly promotionId: string | null;
}

export interface PromoterRow {
  promotion_id: string;
  discount_type: '%' | '$';
  discount_amount: string | number;
}

export async function findTicketPromoter(db: Queryable, promoterIG: string, eventId: string): Promise<PromoterRow | undefined> {
  const [row] = await db.query<PromoterRow>(
    'SELECT promotion_id, discount_type, discount_amount FROM ticket_promoter WHERE lower(promoter_ig) = lower($1) AND (event_id IS NULL OR event_id = $2)',
    [promoterIG.trim().replace(/^@/, ''), eventId],
  );
  return row;
}

function promoterDiscount(row: PromoterRow, subTotal: Cents): Cents {
  const amount = Number(row.discount_amount);
  if (row.discount_type === '$') return amount as Cents;
  const percent = toPercent(amount);
  if (!percent.ok) throw new Error(`ticket_promoter ${row.promotion_id} holds ${amount}, which is not a percent.`);
  return percentOf(subTotal, percent.value);
}

export async function quoteTickets(
  db: Queryable,
  ctx: ApiContext,
  request: TicketGroupRequest & { readonly promoterIGname?: string | undefined },
  options: { readonly lock: boolean },
): Promise<Result<TicketQuote, Refusal>> {
  const [event] = await db.query<{ event_date: string }>('SELECT event_date::text AS event_date FROM event WHERE id = $1', [request.eventId]);
  if (!event) return err(invalid('eventId', 'There is no event with this id.'));
  if (event.event_date < todayOf(ctx)) return err(refusal(409, 'event_past', 'Tickets for this event are no longer on sale.', { field: 'eventId' }));

  const rows = await db.query<TicketRow>(`SELECT * FROM ticket_type WHERE event_id = $1 ORDER BY id${options.lock ? ' FOR UPDATE' : ''}`, [request.eventId]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const seen = new Set<string>();
  const lines = [];
  let guests = 0;
  for (const [i, selection] of request.tickets.entries()) {
    const row = byId.get(selection.ticketId);
    if (!row) return err(invalid(`tickets[${i}].ticketId`, 'This ticket is not sold for this event.'));
    if (seen.has(row.id)) return err(invalid(`tickets[${i}].ticketId`, 'Each ticket type may appear only once.'));
    seen.add(row.id);
    if (selection.quantity > row.max_per_order) return err(invalid(`tickets[${i}].quantity`, `At most ${row.max_per_order} ${row.name} tickets per order.`));
    const remaining = row.capacity - row.sold;
    if (remaining < selection.quantity) {
      const message = remaining <= 0 ? `${row.name} is sold out.` : `Only ${remaining} ${row.name} tickets are left.`;
      return err(refusal(409, 'sold_out', message, { field: `tickets[${i}].quantity`, details: { ticketId: row.id, remaining: Math.max(0, remaining) } }));
    }
    guests += row.guests_per_ticket * selection.quantity;
    lines.push({ itemId: row.id, name: row.name, quantity: selection.quantity, unitPrice: row.price_cents as Cents });
  }

  const settings = await readFinancialSettings(db, ctx.pricing);
  if (!settings) throw new Error('The venue has no financial settings.');
  const code = request.promoterIGname?.trim() ?? '';
  const promoter = code === '' ? undefined : await findTicketPromoter(db, code, request.eventId);
  if (code !== '' && !promoter) return err(invalid('promoterIGname', 'This promoter code is not valid for this event.'));
  const undiscounted = quoteOrder('Tickets', lines, settings);
  const discount = promoter ? promoterDiscount(promoter, undiscounted.subTotal) : ZERO_CENTS;
  return ok({ quote: quoteOrder('Tickets', lines, settings, discount), guests, promotionId: promoter?.promotion_id ?? null });
}

/** Takes the seats of a priced selection (inside the create's transaction, rows locked). */
export async function takeTickets(tx: Queryable, quote: OrderQuote): Promise<void> {
  for (const line of quote.lines) {
    await tx.query('UPDATE ticket_type SET sold = sold + $2 WHERE id = $1', [line.itemId, line.quantity]);
  }
}
