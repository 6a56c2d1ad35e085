// Core's codes about a reservation in the page's words (docs/architecture.md#languages): why a call failed, what a
// submit is missing, the status the venue keeps.
import type { BookingChoiceField } from '@venue/core/booking/booking-choice.machine';
import { missingInFormOrder } from '@venue/core/booking/missing-choices';
import type { ReservationFailure } from '@venue/core/booking/reservation-failure';
import type { Reservation } from '@venue/core/booking/reservation.schema';
import * as m from '~messages/reservations';
import * as ui from '~messages/ui';

/** Why the last check, confirm or change failed; the venue's own words for a refusal. */
export function reservationFailureText(failure: ReservationFailure | null): string | null {
  switch (failure?.kind) {
    case undefined:
      return null;
    case 'throttled':
      return ui.throttled;
    case 'outage':
      return ui.outage;
    case 'rejected':
      return failure.venueMessage;
    case 'temporary':
      return m.couldNotReach;
    case 'unreadable':
      return m.unreadable;
  }
}

const missingWords = { date: m.missingDate, time: m.missingTime, guests: m.missingGuests } satisfies Record<BookingChoiceField, string>;

/** `Please Select Date & Guests Count`; null when nothing is missing. */
export function missingChoiceWarning(missing: readonly BookingChoiceField[]): string | null {
  const named = missingInFormOrder(missing);
  return named.length === 0 ? null : m.pleaseSelect(named.map((field) => missingWords[field]));
}

export const reservationStatusWord = {
  Pending: m.statusPending,
  Confirmed: m.statusConfirmed,
  Paid: m.statusPaid,
  Cancelled: m.statusCancelled,
} satisfies Record<Reservation['status'], string>;
