// Prices a ticket selection from the ticket_type rows, never from the request, and checks it can
// be sold: the event exists and has not passed, each type belongs to it, per-order limits, what
// is left (409 when sold out) and the promoter code. With `lock`, the rows stay locked until the
// transaction ends, so two orders cannot both take the last seats.
import { quoteOrder, type OrderQuote } from '@venue/core/orders/order-pricing';
import type { TicketGroupRequest } from '@venue/core/orders/ticket-order.schema';
import type { TicketType } from '@venue/core/content/ticket-type.schema';
import { promoterDiscount } from '@venue/core/promoters/promoter-discount';
import { err, ok, type Result } from '@venue/core/shared/result';
import { venueSettings } from '../bookings/venue-settings';
import type { Queryable } from '../db/database.port';
import type { ApiContext } from '../http/api-context';
import { invalidInput, notFound, refusal, type Refusal } from '../http/refusal';
import { todayOf } from '../http/today';
import { findEventDate, listTicketTypes, takeSeats } from '../store/events.store';
import { findTicketPromoter } from '../store/promoters.store';

export interface TicketQuote {
  readonly quote: OrderQuote;
  /** Guests the tickets admit (a table for 4 admits 4). */
  readonly guests: number;
  readonly promotionId: string | null;
}

export async function quoteTickets(
  db: Queryable,
  ctx: ApiContext,
  request: TicketGroupRequest & { readonly promoterIGname?: string | undefined },
  options: { readonly lock: boolean; readonly locked?: readonly TicketType[] | undefined },
): Promise<Result<TicketQuote, Refusal>> {
  const eventDate = await findEventDate(db, request.eventId);
  // An id that names nothing is 404 with its field, on every endpoint (docs/api-conventions.md).
  if (eventDate === undefined) return err(notFound('An event with this id', { field: 'eventId' }));
  if (eventDate < todayOf(ctx))
    return err(refusal(409, 'event_past', 'Tickets for this event are no longer on sale.', { field: 'eventId' }));

  // Types this transaction has locked and read already (checkHold) are not read twice.
  const types = new Map((options.locked ?? (await listTicketTypes(db, request.eventId, options))).map((type) => [type._id, type]));
  const seen = new Set<string>();
  const lines = [];
  let guests = 0;
  for (const [i, selection] of request.tickets.entries()) {
    const type = types.get(selection.ticketId);
    if (!type) return err(invalidInput(`tickets[${i}].ticketId`, 'This ticket is not sold for this event.'));
    if (seen.has(type._id)) return err(invalidInput(`tickets[${i}].ticketId`, 'Each ticket type may appear only once.'));
    seen.add(type._id);
    if (selection.quantity > type.maxPerOrder)
      return err(invalidInput(`tickets[${i}].quantity`, `At most ${type.maxPerOrder} ${type.name} tickets per order.`));
    if (type.remaining < selection.quantity) {
      const message = type.remaining === 0 ? `${type.name} is sold out.` : `Only ${type.remaining} ${type.name} tickets are left.`;
      return err(
        refusal(409, 'sold_out', message, { field: `tickets[${i}].quantity`, details: { ticketId: type._id, remaining: type.remaining } }),
      );
    }
    guests += type.guestsPerTicket * selection.quantity;
    lines.push({ itemId: type._id, name: type.name, quantity: selection.quantity, unitPrice: type.price });
  }

  // Decoded once per content version (bookings/venue-settings.ts), not read in every order's transaction.
  const settings = await venueSettings(db, ctx);
  const code = request.promoterIGname?.trim() ?? '';
  const promoter = code === '' ? undefined : await findTicketPromoter(db, code, request.eventId);
  if (code !== '' && !promoter) return err(invalidInput('promoterIGname', 'This promoter code is not valid for this event.'));
  const undiscounted = quoteOrder('Tickets', lines, settings);
  const discount = promoterDiscount(promoter ?? null, undiscounted.subTotal);
  return ok({ quote: quoteOrder('Tickets', lines, settings, discount), guests, promotionId: promoter?.promotionId ?? null });
}

/** Takes the seats of a priced selection (inside the create's transaction, rows locked). */
export async function takeTickets(tx: Queryable, quote: OrderQuote): Promise<void> {
  for (const line of quote.lines) await takeSeats(tx, line.itemId, line.quantity);
}
