// Who may cancel a reservation online, and until when (docs/product.md#reservations-and-venue-booking): a
// confirmed reservation until the venue's cut-off (reservationCancelHours before the arrival time, on the
// venue's clock), one waiting for its second step at any time (it holds a table only briefly). A cancelled one
// is cancelled already (cancelling again changes nothing), and a paid one (should reservations ever take a
// deposit) is cancelled by the venue's team, who decide its refund: online, nothing paid is ever kept.
import type { OrderStatusLabel } from '../orders/order-response.schema';
import type { ReservationPolicy } from './reservation-policy';
import type { ReservationDetails } from './reservation.schema';
import { reservationStart } from './reservation-start';

export type CancelVerdict = 'allowed' | 'tooLate' | 'cancelled' | 'paid';

type Night = Pick<ReservationDetails, 'reservationDate' | 'reservationTime'>;

/** The last instant before which a confirmed reservation can be cancelled online; undefined for a night that cannot be read. */
export function cancelDeadline(night: Night, policy: Pick<ReservationPolicy, 'cancelHours'>, timeZone: string): Date | undefined {
  const start = reservationStart(night.reservationDate, night.reservationTime, timeZone);
  return start === undefined ? undefined : new Date(start.getTime() - policy.cancelHours * 3_600_000);
}

export function cancelVerdict(
  reservation: { readonly status: OrderStatusLabel; readonly details: Night },
  policy: Pick<ReservationPolicy, 'cancelHours'>,
  timeZone: string,
  now: Date,
): CancelVerdict {
  switch (reservation.status) {
    case 'Cancelled':
      return 'cancelled';
    case 'Paid':
      return 'paid';
    case 'Pending':
      return 'allowed';
    case 'Confirmed': {
      const deadline = cancelDeadline(reservation.details, policy, timeZone);
      // The server stores only checked nights; one it cannot read has no cut-off to hold the guest to.
      return deadline === undefined || now.getTime() < deadline.getTime() ? 'allowed' : 'tooLate';
    }
  }
}
