import type { BlockDate } from './block-date.schema';
import type { ApiResult } from '../shared/api-error';

/** The two flows that pick a night: a table reservation and a private venue booking. */
export type BookingKind = 'reservation' | 'venue-booking';

/** Where the blocked periods come from. */
export interface BlockedPeriodsPort {
  /** The blocks for a kind: GET block-times for reservations, GET api/blockReservations/getUpBlocks for venue bookings. */
  loadBlocks(kind: BookingKind): ApiResult<readonly BlockDate[]>;
}
