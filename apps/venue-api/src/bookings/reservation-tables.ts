// A night's tables on the server (docs/backend.md#table-reservations): when the venue sets a number of tables, a
// new reservation, its confirmation and its move to another night are refused once the night has none left. The
// night's row is locked first, so the count and the write it allows happen as one; the count is core's rule.
import { parseDate } from '@venue/core/dates/date-text';
import { nightIsFull, tablesTaken } from '@venue/core/booking/reservation-tables';
import { isoDate } from '@venue/core/events/event-times';
import type { ReservationPolicy } from '@venue/core/booking/reservation-policy';
import type { Queryable } from '../db/database.port';
import { refusal, type Refusal } from '../http/refusal';
import { lockReservationNight, reservationsOfNight } from '../store/reservations.store';
import type { StoredOrder } from '../store/orders.store';
import type { CheckedNight } from './night-rules';
import { heldOf } from './reservation-hold';

export const nightFull = (): Refusal =>
  refusal(409, 'night_full', 'There is no table left for reservations that night. Please choose another night.', {
    field: 'reservationDate',
  });

/** The night a stored reservation is for (its checked MM/DD/YYYY and as YYYY-MM-DD); null when it cannot be read. */
export function storedNight(order: Pick<StoredOrder, 'payload'>): Pick<CheckedNight, 'date' | 'isoDate'> | null {
  const stored = (order.payload as { reservationDate?: unknown } | null)?.reservationDate;
  const date = typeof stored === 'string' ? parseDate(stored) : null;
  return date?.ok ? { date: stored as string, isoDate: isoDate(date.value) } : null;
}

/**
 * 409 night_full when the night's tables are all taken by other reservations (all but `exceptId`), else null. With
 * `lock`, the night stays locked until the transaction ends, so the reservation it allows is counted by the next one.
 */
export async function checkTables(
  db: Queryable,
  policy: Pick<ReservationPolicy, 'tables'>,
  night: Pick<CheckedNight, 'date' | 'isoDate'>,
  now: Date,
  options: { readonly exceptId?: string; readonly lock: boolean },
): Promise<Refusal | null> {
  if (policy.tables === null) return null;
  if (options.lock) await lockReservationNight(db, night.isoDate);
  const others = await reservationsOfNight(db, night.date, options.exceptId ?? null);
  return nightIsFull(tablesTaken(others.map(heldOf), now), policy.tables) ? nightFull() : null;
}
