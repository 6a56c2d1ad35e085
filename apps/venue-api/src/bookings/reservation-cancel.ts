// POST cancel-reservation/{orderId} (docs/backend.md#table-reservations): only the holder of the order secret or of
// the mails' cancel link may cancel; a confirmed reservation until the venue's cut-off (core's cancelVerdict), with
// the venue's words and phone after it; harmless twice. Cancelling frees the night's table and voids the table's code
// (the guest_code trigger of migrations/015-guest-codes.sql), and the guest's confirmed reservation is told by mail.
import { cancelVerdict } from '@venue/core/booking/reservation-cancel-rule';
import type { ReservationCancelRequest } from '@venue/core/booking/reservation-cancel.schema';
import { reservationPolicyOf } from '@venue/core/booking/reservation-policy';
import type { Queryable } from '../db/database.port';
import { reservationWords } from '../languages/reservation-words';
import type { ApiContext } from '../http/api-context';
import { refusal, type Refusal } from '../http/refusal';
import { queueReservationCancelled } from '../mail/causes/reservation-cancelled';
import { signedLinks, type SignedLinks } from '../mail/signed-links';
import { statusLabels } from '../orders/order-answers';
import { holdsOrderSecret } from '../orders/order-secret';
import { cancelReservationRow } from '../store/reservations.store';
import { findOrder, type StoredOrder } from '../store/orders.store';
import { readGeneralInfo } from '../store/venue.store';
import { opensReservation } from './reservation-cancel-link';
import { lockedReservation } from './reservation-hold';
import { venueSettings } from './venue-settings';

const forbidden = (): Refusal =>
  refusal(
    403,
    'forbidden',
    'This key does not open this reservation: use the link of your confirmation page or of your reservation e-mail.',
  );

const paid = (): Refusal => refusal(409, 'order_paid', 'A paid reservation is cancelled by the venue; please contact us.');

function holdsKey(order: StoredOrder, request: ReservationCancelRequest, links: SignedLinks | null, now: Date): boolean {
  if (request.secret !== undefined && holdsOrderSecret(order, request.secret)) return true;
  return request.link !== undefined && links !== null && opensReservation(links, request.link, order.id, now);
}

const text = (payload: unknown, key: string): string => {
  const value = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : '';
};

async function venuePhone(db: Queryable): Promise<string | null> {
  return (await readGeneralInfo(db))?.general.phone?.trim() || null;
}

/** The reservation afterwards (cancelled), why not, or null for an unknown id. */
export async function cancelReservation(
  ctx: ApiContext,
  id: string,
  request: ReservationCancelRequest,
): Promise<StoredOrder | Refusal | null> {
  // The key is read before the transaction: the embedded database runs one transaction at a time.
  const links = request.link === undefined ? null : await signedLinks(ctx.db, ctx.now);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const order = await lockedReservation(tx, id, now);
    if (!order) return null;
    if (!holdsKey(order, request, links, now)) return forbidden();
    const policy = reservationPolicyOf(await venueSettings(tx, ctx));
    const details = { reservationDate: text(order.payload, 'reservationDate'), reservationTime: text(order.payload, 'reservationTime') };
    const verdict = cancelVerdict({ status: statusLabels[order.status], details }, policy, ctx.timeZone, now);
    if (verdict === 'paid') return paid();
    if (verdict === 'tooLate')
      // In the reservation's language: the site shows the refusal's words as they come.
      return refusal(
        409,
        'too_late',
        reservationWords(order.language)
          .tooLate(policy.cancelHours, await venuePhone(tx), (phone) => phone)
          .join(''),
      );
    // Cancelled already (or released just now): the same answer, nothing written again, no second mail.
    if (verdict === 'allowed') {
      await cancelReservationRow(tx, order.id);
      await queueReservationCancelled(tx, ctx, order);
    }
    return (await findOrder(tx, order.id)) ?? null;
  });
}
