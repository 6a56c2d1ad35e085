// A test double of the venue's other-guests calls: an in-memory order whose every call waits until the test
// decides its outcome. A failure other than a refusal is the worst case, the change stored and only the
// answer lost. Used by the other-guests machine tests; never by the app.
import type { TicketBookingPort } from '../orders/ticket-booking.port';
import type { Attendee, AttendeeInfoRequest, AttendeeList, EditAttendeeGroupRequest } from '../orders/ticket-booking.schema';
import type { ApiError } from '../shared/api-error';
import { err, ok, type Result } from '../shared/result';
import { outcomeError, type CallOutcome } from './controlled-orders-port';

export type GuestsMethod = 'attendee' | 'attendees' | 'addAttendee' | 'editAttendees';

interface PendingCall {
  readonly method: GuestsMethod;
  readonly settle: (outcome: CallOutcome) => void;
}

export const guestOf = (i: number, orderId = 'ticket-1'): Attendee => ({
  _id: `g-${i}`,
  orderId,
  name: `Guest Number ${i}`,
  email: `guest${i}@example.com`,
  phoneNumber: '+12125550123',
});

export class ControlledTicketBooking implements Pick<TicketBookingPort, GuestsMethod> {
  attendeesStored: Attendee[];
  readonly calls: GuestsMethod[] = [];
  private readonly pending: PendingCall[] = [];
  private nextId = 100;

  constructor(
    readonly orderId = 'ticket-1',
    readonly guestsAllowed = 3,
    named = 1,
  ) {
    this.attendeesStored = Array.from({ length: named }, (_, i) => guestOf(i, orderId));
  }

  list(): AttendeeList {
    return { orderId: this.orderId, eventId: 'ev-1', guestsAllowed: this.guestsAllowed, attendees: [...this.attendeesStored] };
  }

  get pendingMethods(): readonly GuestsMethod[] {
    return this.pending.map((p) => p.method);
  }

  /** Settles the oldest waiting call (of this method); false when none waits. */
  settleNext(outcome: CallOutcome, method?: GuestsMethod): boolean {
    const index = method === undefined ? 0 : this.pending.findIndex((p) => p.method === method);
    const next = index >= 0 ? this.pending.splice(index, 1)[0] : undefined;
    next?.settle(outcome);
    return next !== undefined;
  }

  attendee(attendeeId: string) {
    return this.wait('attendee', () => this.attendeesStored.find((a) => a._id === attendeeId) ?? guestOf(0, this.orderId));
  }

  attendees() {
    return this.wait('attendees', () => this.list());
  }

  addAttendee(request: AttendeeInfoRequest) {
    return this.wait('addAttendee', () => {
      const added = { ...request, _id: `g-${this.nextId++}` };
      this.attendeesStored.push(added);
      return added;
    });
  }

  editAttendees(request: EditAttendeeGroupRequest) {
    return this.wait('editAttendees', () => {
      this.attendeesStored = request.attendees.map((guest) => ({
        ...guest,
        orderId: this.orderId,
        _id: guest._id ?? `g-${this.nextId++}`,
      }));
      return this.list();
    });
  }

  private wait<T>(method: GuestsMethod, apply: () => T): Promise<Result<T, ApiError>> {
    this.calls.push(method);
    return new Promise((resolve) => {
      this.pending.push({
        method,
        settle: (outcome) => {
          if (outcome === 'rejected') return resolve(err(outcomeError(outcome, method)));
          const value = apply();
          resolve(outcome === 'ok' ? ok(value) : err(outcomeError(outcome, method)));
        },
      });
    });
  }
}
