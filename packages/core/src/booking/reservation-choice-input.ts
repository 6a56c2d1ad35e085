// What the night choice starts with on a table reservation, new (reservation-steps) or changed (reservation-edit):
// the reservation kind, the venue's today, and the venue's guest minimum and bottle times where it sets them (an
// absent one stays absent, as exactOptionalPropertyTypes wants).
import type { CalendarDate } from './booking-choices';
import type { BookingChoiceInput } from './booking-choice.machine';

export interface ReservationNightLimits {
  /** The venue's today; the earliest date. */
  readonly today: CalendarDate;
  readonly minGuestCount?: number;
  readonly bottlesTimes?: readonly string[];
}

export const reservationChoiceInput = ({ today, minGuestCount, bottlesTimes }: ReservationNightLimits): BookingChoiceInput => ({
  kind: 'reservation',
  today,
  ...(minGuestCount === undefined ? {} : { minGuestCount }),
  ...(bottlesTimes === undefined ? {} : { bottlesTimes }),
});
