// What the night choice starts with on a table reservation, new (reservation-steps) or changed (reservation-edit):
// the reservation kind, the venue's today, and the venue's guest minimum, bottle times, blocks and closed weekdays
// where the page has them (an absent one stays absent, as exactOptionalPropertyTypes wants).
import type { BlockDate } from './block-date.schema';
import type { CalendarDate } from '../dates/calendar-date';
import type { BookingChoiceInput } from './booking-choice.machine';
import type { WeekDay } from '../session/venue-hours';

export interface ReservationNightLimits {
  /** The venue's today; the earliest date. */
  readonly today: CalendarDate;
  readonly minGuestCount?: number;
  readonly bottlesTimes?: readonly string[];
  /** The venue's blocks, read with the page: the choice does not load them again. */
  readonly blocks?: readonly BlockDate[];
  /** The weekdays the venue's hours mark closed (docs/product.md#closed-days). */
  readonly closedDays?: readonly WeekDay[];
}

export const reservationChoiceInput = ({
  today,
  minGuestCount,
  bottlesTimes,
  blocks,
  closedDays,
}: ReservationNightLimits): BookingChoiceInput => ({
  kind: 'reservation',
  today,
  ...(minGuestCount === undefined ? {} : { minGuestCount }),
  ...(bottlesTimes === undefined ? {} : { bottlesTimes }),
  ...(blocks === undefined ? {} : { blocks }),
  ...(closedDays === undefined ? {} : { closedDays }),
});
