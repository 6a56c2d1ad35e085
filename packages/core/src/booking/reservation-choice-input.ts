// What the night choice starts with on a table reservation, new (reservation-steps) or changed (reservation-edit):
// the reservation kind, the venue's today, and the venue's guest minimum, bottle times and blocks where the page
// has them (an absent one stays absent, as exactOptionalPropertyTypes wants).
import type { BlockDate } from './block-date.schema';
import type { CalendarDate } from './booking-choices';
import type { BookingChoiceInput } from './booking-choice.machine';

export interface ReservationNightLimits {
  /** The venue's today; the earliest date. */
  readonly today: CalendarDate;
  readonly minGuestCount?: number;
  readonly bottlesTimes?: readonly string[];
  /** The venue's blocks, read with the page: the choice does not load them again. */
  readonly blocks?: readonly BlockDate[];
}

export const reservationChoiceInput = ({ today, minGuestCount, bottlesTimes, blocks }: ReservationNightLimits): BookingChoiceInput => ({
  kind: 'reservation',
  today,
  ...(minGuestCount === undefined ? {} : { minGuestCount }),
  ...(bottlesTimes === undefined ? {} : { bottlesTimes }),
  ...(blocks === undefined ? {} : { blocks }),
});
