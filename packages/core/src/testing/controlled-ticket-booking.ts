// A test double of the venue's other-guests calls: an in-memory order whose every call waits until the test
// decides its outcome. A failure other than a refusal is the worst case, the change stored and only the
// answer lost. Used by the other-guests machine tests; never by the app. `guarded` plays our venue's rule (docs/product.md#other-guests):
// contacts only to the place's key or the order secret, a save without the secret changing only the places it
// holds; unguarded, it plays a venue that answers every guest's contacts to anyone.
import type { TicketBookingPort } from '../orders/ticket-booking.port';
import type { GuestAccess } from '../orders/place-key';
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

type StoredGuest = Attendee & { readonly key?: string | undefined };

const SECRET = 'the-order-secret-of-the-buyer-01';

export class ControlledTicketBooking implements Pick<TicketBookingPort, GuestsMethod> {
  static readonly secret = SECRET;
  attendeesStored: StoredGuest[];
  /** Plays our venue: contacts only to the key's holder and the buyer. */
  guarded = false;
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

  list(access?: GuestAccess): AttendeeList {
    return {
      orderId: this.orderId,
      eventId: 'ev-1',
      guestsAllowed: this.guestsAllowed,
      attendees: this.attendeesStored.map((a) => this.shown(a, access)),
    };
  }

  private opens(guest: StoredGuest, access: GuestAccess | undefined): boolean {
    return !this.guarded || access?.secret === SECRET || (guest.key !== undefined && (access?.keys ?? []).includes(guest.key));
  }

  private shown(guest: StoredGuest, access: GuestAccess | undefined): Attendee {
    const { key: _key, ...attendee } = guest;
    if (this.opens(guest, access)) return attendee;
    return { _id: attendee._id, orderId: attendee.orderId, name: attendee.name };
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

  attendee(attendeeId: string, access?: GuestAccess) {
    return this.wait('attendee', () =>
      this.shown(this.attendeesStored.find((a) => a._id === attendeeId) ?? guestOf(0, this.orderId), access),
    );
  }

  attendees(_orderId: string, access?: GuestAccess) {
    return this.wait('attendees', () => this.list(access));
  }

  addAttendee({ orderId, name, email, phoneNumber, key }: AttendeeInfoRequest) {
    return this.wait('addAttendee', () => {
      // A key the order already has is the place its holder named before: the same place, named again.
      const at = this.guarded && key !== undefined ? this.attendeesStored.findIndex((a) => a.key === key) : -1;
      const added = { _id: at >= 0 ? (this.attendeesStored[at]?._id ?? '') : `g-${this.nextId++}`, orderId, name, email, phoneNumber, key };
      if (at >= 0) this.attendeesStored[at] = added;
      else this.attendeesStored.push(added);
      return this.shown(added, { secret: null, keys: key === undefined ? [] : [key] });
    });
  }

  editAttendees(request: EditAttendeeGroupRequest) {
    return this.wait('editAttendees', () => {
      const access = { secret: request.secret ?? null, keys: request.keys ?? [] };
      const entries = request.attendees.map(({ _id, key, ...guest }) => ({
        ...guest,
        orderId: this.orderId,
        _id: _id ?? `g-${this.nextId++}`,
        key: key ?? this.attendeesStored.find((a) => a._id === _id)?.key,
      }));
      if (!this.guarded || access.secret === SECRET) this.attendeesStored = entries;
      else {
        // Without the secret, only the places the keys open change; the rest stay.
        for (const entry of entries) {
          const at = this.attendeesStored.findIndex((a) => a._id === entry._id);
          if (at >= 0 && this.opens(this.attendeesStored[at]!, access)) this.attendeesStored[at] = entry;
          else if (at < 0) this.attendeesStored.push(entry);
        }
      }
      return this.list(access);
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
