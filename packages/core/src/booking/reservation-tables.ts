// The tables a night has for reservations (docs/product.md#reservations-and-venue-booking): a confirmed
// reservation takes one, and so does one waiting for its second step while its hold lasts; a cancelled or
// released one frees it. A venue without a number (null) takes every reservation its nights allow.
import { holdIsOver, type HeldReservation } from './reservation-hold';

/** Whether this reservation takes one of its night's tables at `now`. */
export const takesATable = (reservation: HeldReservation, now: Date): boolean =>
  reservation.status === 'Confirmed' ||
  reservation.status === 'Paid' ||
  (reservation.status === 'Pending' && !holdIsOver(reservation, now));

/** How many of the night's tables these reservations take at `now`. */
export const tablesTaken = (reservations: readonly HeldReservation[], now: Date): number =>
  reservations.filter((reservation) => takesATable(reservation, now)).length;

/** Whether a night with `taken` tables taken has none left for one more reservation. */
export const nightIsFull = (taken: number, tables: number | null): boolean => tables !== null && taken >= tables;
