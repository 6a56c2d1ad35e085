// A reservation's hold on the server (docs/backend.md#table-reservations): released, by time, whenever the
// reservation is read, confirmed, changed or cancelled, under its row lock; no timer runs. What a hold is and when
// it is over is core's rule (booking/reservation-hold.ts).
import { holdIsOver, type HeldReservation } from '@venue/core/booking/reservation-hold';
import type { Queryable } from '../db/database.port';
import type { ApiContext } from '../http/api-context';
import { statusLabels } from '../orders/order-answers';
import { releaseReservation } from '../store/reservations.store';
import { findOrder, findOrderForUpdate, type StoredOrder } from '../store/orders.store';

export const KIND = 'reservations';

export const heldOf = (order: Pick<StoredOrder, 'status' | 'holdUntil'>): HeldReservation => ({
  status: statusLabels[order.status],
  holdUntil: order.holdUntil,
});

/** The reservation under its row lock, released first when its hold ran out (then it is cancelled); undefined when unknown. */
export async function lockedReservation(tx: Queryable, id: string, now: Date): Promise<StoredOrder | undefined> {
  const order = await findOrderForUpdate(tx, id, KIND);
  if (!order || !holdIsOver(heldOf(order), now)) return order;
  await releaseReservation(tx, order.id);
  return { ...order, status: 'cancelled' };
}

/** The reservation as GET reservation/{id} answers it: one whose hold ran out is released first. */
export async function readReservation(ctx: ApiContext, id: string): Promise<StoredOrder | undefined> {
  const order = await findOrder(ctx.db, id, KIND);
  // Most reads find nothing to release and take no lock.
  if (!order || !holdIsOver(heldOf(order), ctx.now())) return order;
  return ctx.db.transaction((tx) => lockedReservation(tx, id, ctx.now()));
}
