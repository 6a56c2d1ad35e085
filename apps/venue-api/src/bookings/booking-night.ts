// The night a private event asks for, checked and held at the step night-hold.ts names
// (docs/product.md#reservations-and-venue-booking). A request checks only that no confirmed or paid booking
// holds its night; the confirmation (no deposit) or the payment (a deposit) claims it. The night's row
// (private_event_night, primary key on the night) decides a race: of two bookings claiming one night at
// once, one inserts and the other is refused.
import { parseDate } from '@venue/core/dates/date-text';
import { isoDate } from '@venue/core/events/event-times';
import type { Queryable } from '../db/database.port';
import { refusal, type Refusal } from '../http/refusal';
import { amountDue } from '../orders/order-answers';
import type { StoredOrder } from '../store/orders.store';
import { claimNight, holderOfNight } from '../store/private-events.store';
import { stepHoldingNight, type NightHoldingStep } from './night-hold';

export const nightTaken = (): Refusal =>
  refusal(409, 'night_taken', 'The venue is already booked for a private event that night; please choose another date.', {
    field: 'eventDate',
  });

/** The booking's night as YYYY-MM-DD, from its stored eventDate (always a checked MM/DD/YYYY). */
function nightOf(order: StoredOrder): string {
  const stored = (order.payload as { eventDate?: unknown } | null)?.eventDate;
  const date = typeof stored === 'string' ? parseDate(stored) : null;
  // The routes store only checked dates: another value is a bug, not a guest's mistake.
  if (date === null || !date.ok) throw new Error(`Booking ${order.id} has no readable eventDate.`);
  return isoDate(date.value);
}

/** 409 night_taken when another booking holds this booking's night, else null. */
export async function nightHeldByAnother(tx: Queryable, order: StoredOrder): Promise<Refusal | null> {
  const holder = await holderOfNight(tx, nightOf(order));
  return holder !== undefined && holder !== order.id ? nightTaken() : null;
}

/**
 * At `step` (the booking being confirmed or paid): refused when another booking holds the night; the night
 * claimed when this is the step that holds it for this booking. Writes nothing when refused.
 */
export async function holdNightAt(tx: Queryable, order: StoredOrder, step: NightHoldingStep): Promise<Refusal | null> {
  const night = nightOf(order);
  const holder = await holderOfNight(tx, night);
  if (holder === order.id) return null;
  if (holder !== undefined) return nightTaken();
  if (stepHoldingNight(amountDue(order)) !== step) return null;
  return (await claimNight(tx, night, order.id)) ? null : nightTaken();
}
