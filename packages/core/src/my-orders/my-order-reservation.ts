// What "find my orders" offers for a table reservation (docs/product.md#find-my-orders): a guest who lost their
// reservation mail changes or cancels it from the list. Only a confirmed reservation whose night is today or later
// (on the venue's clock): a past one is a record, and a cancelled or released one is not listed. The backend gives
// the cancel key on the same rule; the venue's cut-off is the cancel page's to say.
import { reservationCancelHref, reservationEditHref } from '../booking/reservation-paths';
import type { MyOrder } from './my-orders.schema';

/** Whether a listed order is a confirmed reservation not yet past its night (`today`, YYYY-MM-DD, the venue's day). */
export const isReservationAhead = (order: Pick<MyOrder, 'kind' | 'status' | 'night'>, today: string): boolean =>
  order.kind === 'reservations' && order.status === 'Confirmed' && order.night !== null && order.night >= today;

export interface MyReservationLinks {
  /** The change page, which asks for no key (docs/decisions.md#reservation-cancel-links). */
  readonly change: string;
  /** The cancel page with the list's cancel key; null when the venue's answer carries none. */
  readonly cancel: string | null;
}

/** The change and cancel links of a listed order, or null when it is not a reservation the guest can still change. */
export function myReservationLinks(order: MyOrder, today: string): MyReservationLinks | null {
  if (!isReservationAhead(order, today)) return null;
  return {
    change: reservationEditHref(order.orderId),
    cancel: order.cancelLink === undefined ? null : reservationCancelHref(order.orderId, { link: order.cancelLink }),
  };
}
