// What the cancel page says before the guest presses anything (docs/product.md#reservations-and-venue-booking),
// worked out where the reservation is read: whether the cut-off has passed, until when the guest may still cancel
// (on the venue's clock), and what the page needs to say what to do once it has.
import { cancelDeadline, cancelVerdict } from './reservation-cancel-rule';
import type { ReservationPolicy } from './reservation-policy';
import { venueWallTime, type VenueWallTime } from './reservation-times';
import type { Reservation } from './reservation.schema';

/** What the too-late message says: how long before arrival online cancelling closes, and the venue's phone when known. */
export interface TooLateFacts {
  readonly cancelHours: number;
  readonly phone: string | null;
}

export interface CancelPageFacts {
  /** The venue's cut-off passed before the page was drawn: no button, the too-late panel. */
  readonly tooLate: boolean;
  /** Until when (the venue's day and time) a confirmed reservation can still be cancelled online; null otherwise. */
  readonly deadline: VenueWallTime | null;
  readonly tooLateFacts: TooLateFacts;
}

export function cancelPageFacts(
  reservation: Reservation | null,
  policy: ReservationPolicy,
  timeZone: string,
  now: Date,
  phone: string | null,
): CancelPageFacts {
  const tooLateFacts = { cancelHours: policy.cancelHours, phone };
  if (reservation === null) return { tooLate: false, deadline: null, tooLateFacts };
  const verdict = cancelVerdict(reservation, policy, timeZone, now);
  const deadline =
    reservation.status === 'Confirmed' && verdict === 'allowed' ? cancelDeadline(reservation.details, policy, timeZone) : undefined;
  return { tooLate: verdict === 'tooLate', deadline: deadline === undefined ? null : venueWallTime(deadline, timeZone), tooLateFacts };
}
