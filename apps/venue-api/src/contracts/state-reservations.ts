// The table reservation the provider states write, as the create and confirm routes leave it: confirmed, with its
// table's code for the door (docs/contracts.md#every-state).
import { syncGuestCodes } from '../guest-codes/issue-codes';
import type { ApiContext } from '../http/api-context';
import type { Queryable } from '../db/database.port';
import { newOrderSecret } from '../orders/order-secret';
import { findOrder, insertOrder, markConfirmed, unpricedOrder } from '../store/orders.store';
import { stateGuest } from './state-orders';

/** Four guests at 10:00 PM on `usNight` (MM/DD/YYYY) for Dana Guest at `clientEmail`; answers its id and order secret. */
export async function confirmedStateReservation(
  tx: Queryable,
  ctx: ApiContext,
  usNight: string,
  clientEmail: string = stateGuest.clientEmail,
): Promise<{ id: string; secret: string }> {
  const payload = { noOfGuests: 4, reservationDate: usNight, reservationTime: '10:00 PM', specialRequest: '', ...stateGuest, clientEmail, userAgent: 'PC', ip: '203.0.113.9' };
  const secret = newOrderSecret();
  const order = await insertOrder(tx, { ...unpricedOrder('reservations', payload, ctx.now()), secretHash: secret.hash });
  await markConfirmed(tx, order.id, ctx.now());
  const confirmed = await findOrder(tx, order.id);
  if (confirmed) await syncGuestCodes(tx, ctx, confirmed);
  return { id: order.id, secret: secret.secret };
}
