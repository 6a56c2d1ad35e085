// A test double of the venue's private-event calls: every call waits until the test settles it, so a test
// sees what is in flight. Used by the booking status machine's tests; never by the app.
import type { BookingsApi } from '../booking/bookings.port';
import type { PrivateEvent, PromoteStatusRequest } from '../booking/venue-booking.schema';
import type { ApiError } from '../shared/api-error';
import type { Result } from '../shared/result';

export type BookingsMethod = 'privateEvent' | 'promoteStatus';

interface PendingCall {
  readonly method: BookingsMethod;
  readonly args: readonly unknown[];
  readonly settle: (result: Result<PrivateEvent, ApiError>) => void;
}

export class ControlledBookings implements Pick<BookingsApi, 'privateEvent' | 'promoteStatus'> {
  readonly calls: { readonly method: BookingsMethod; readonly args: readonly unknown[] }[] = [];
  private readonly pending: PendingCall[] = [];

  get pendingMethods(): readonly BookingsMethod[] {
    return this.pending.map((p) => p.method);
  }

  privateEvent(eventId: string) {
    return this.wait('privateEvent', [eventId]);
  }

  promoteStatus(eventId: string, status: PromoteStatusRequest['status']) {
    return this.wait('promoteStatus', [eventId, status]);
  }

  settleNext(result: Result<PrivateEvent, ApiError>): void {
    const next = this.pending.shift();
    if (!next) throw new Error('ControlledBookings: no call is waiting');
    next.settle(result);
  }

  private wait(method: BookingsMethod, args: readonly unknown[]): Promise<Result<PrivateEvent, ApiError>> {
    this.calls.push({ method, args });
    return new Promise((settle) => this.pending.push({ method, args, settle }));
  }
}

/** A private event as the venue answers it, in the given status. */
export const privateEventIn = (status: PrivateEvent['status'], orderId = 'event-1'): PrivateEvent => ({
  orderId,
  status,
  details: {
    eventDate: '06/14/2030',
    startTime: '9:00 PM',
    endTime: '2:00 AM',
    noOfGuests: 12,
    eventType: 'Birthday',
    specialRequest: '',
    clientName: 'Dana Guest',
    clientEmail: 'dana@example.com',
    clientPhoneNumber: '+12125550123',
  },
});
