// A test double of the venue's reservation reads and cancels: every call waits until the test settles it, so a test
// sees what is in flight. Used by the reservation cancel machine's tests; never by the app.
import type { BookingsApi } from '../booking/bookings.port';
import type { ReservationCancelKey } from '../booking/reservation-cancel-key';
import type { Reservation } from '../booking/reservation.schema';
import type { ApiError } from '../shared/api-error';
import type { Result } from '../shared/result';

export type ReservationsMethod = 'reservation' | 'cancelReservation';

interface PendingCall {
  readonly method: ReservationsMethod;
  readonly settle: (result: Result<Reservation, ApiError>) => void;
}

export class ControlledReservations implements Pick<BookingsApi, 'reservation' | 'cancelReservation'> {
  readonly calls: { readonly method: ReservationsMethod; readonly args: readonly unknown[] }[] = [];
  private readonly pending: PendingCall[] = [];

  get pendingMethods(): readonly ReservationsMethod[] {
    return this.pending.map((p) => p.method);
  }

  reservation(reservationId: string) {
    return this.wait('reservation', [reservationId]);
  }

  cancelReservation(reservationId: string, key: ReservationCancelKey) {
    return this.wait('cancelReservation', [reservationId, key]);
  }

  settleNext(result: Result<Reservation, ApiError>): void {
    const next = this.pending.shift();
    if (!next) throw new Error('ControlledReservations: no call is waiting');
    next.settle(result);
  }

  private wait(method: ReservationsMethod, args: readonly unknown[]): Promise<Result<Reservation, ApiError>> {
    this.calls.push({ method, args });
    return new Promise((settle) => this.pending.push({ method, settle }));
  }
}

/** A table for four on 06/15/2030 at 10:00 PM, in the given status. */
export const reservationIn = (status: Reservation['status'], orderId = 'reservations-1'): Reservation => ({
  orderId,
  status,
  details: {
    noOfGuests: 4,
    reservationDate: '06/15/2030',
    reservationTime: '10:00 PM',
    specialRequest: '',
    clientName: 'Dana Guest',
    clientEmail: 'dana@example.com',
    clientPhoneNumber: '+12125550123',
  },
});
