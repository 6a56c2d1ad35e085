// Holds that expire (docs/backend.md#holds-that-expire): before a ticket order takes seats, the
// holds of its event that ran out are released; an address may hold at most a set number of unpaid
// tickets for one event; an order with something to pay holds its seats for a set time, a free one
// for good.
import type { Context } from 'hono';
import type { TicketType } from '@venue/core/content/ticket-type.schema';
import { err, ok, type Result } from '@venue/core/shared/result';
import type { Queryable } from '../db/database.port';
import type { ApiContext } from '../http/api-context';
import { clientAddress } from '../http/client-address';
import { refusal, type Refusal } from '../http/refusal';
import { listTicketTypes } from '../store/events.store';
import { heldSeats, holdSeats, releaseExpiredHolds } from '../store/ticket-holds.store';

export interface HoldRequest {
  readonly eventId: string;
  readonly seats: number;
}

/**
 * Locks the event's ticket types, releases what ran out for the event, then checks this address may
 * hold `seats` more for it; answers the locked types as they now are (undefined when a release changed them). Under the lock, two orders for one event check and take one after the
 * other, so a burst from one address cannot pass the limit together (docs/backend.md#concurrency-on-a-postgresql-server).
 */
export async function checkHold(
  tx: Queryable,
  ctx: ApiContext,
  c: Context,
  request: HoldRequest,
): Promise<Result<{ readonly address: string; readonly types: readonly TicketType[] | undefined }, Refusal>> {
  const now = ctx.now();
  const locked = await listTicketTypes(tx, request.eventId, { lock: true });
  const released = await releaseExpiredHolds(tx, now, request.eventId);
  const address = clientAddress(c, ctx.trustProxy);
  const held = await heldSeats(tx, request.eventId, address, now);
  const max = ctx.holds.maxUnpaidSeats;
  if (held + request.seats > max) {
    return err(
      refusal(
        409,
        'hold_limit',
        `You already hold ${held} unpaid tickets for this event, and at most ${max} can wait for payment at once. Pay for them, or wait until they are released, then order more.`,
        { field: 'tickets', details: { held, max } },
      ),
    );
  }
  // Locked by this transaction, so nobody else changes them; read again only when a release just did.
  return ok({ address, types: released.length === 0 ? locked : undefined });
}

/** Starts the hold of a new order that has something to pay; a free order keeps its seats. */
export async function startHold(tx: Queryable, ctx: ApiContext, orderId: string, address: string, dueMinor: number): Promise<void> {
  if (dueMinor <= 0) return;
  await holdSeats(tx, orderId, address, new Date(ctx.now().getTime() + ctx.holds.minutes * 60_000));
}
