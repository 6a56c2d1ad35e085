// The venue's rules for table reservations (docs/product.md#reservations-and-venue-booking), from its settings:
// how long before the arrival time a confirmed reservation can still be cancelled online, how long a reservation
// waiting for its second step holds its table, and how many tables a night has for reservations (null: no limit).
import type { FinancialSettings } from '../venue/financial-settings.schema';

/** Cancelled online until 2 hours before the arrival time, unless the venue says otherwise. */
export const DEFAULT_CANCEL_HOURS = 2;
/** A reservation not confirmed within 30 minutes of being made is released, unless the venue says otherwise. */
export const DEFAULT_HOLD_MINUTES = 30;

export interface ReservationPolicy {
  readonly cancelHours: number;
  readonly holdMinutes: number;
  /** Reservations a night takes (confirmed, or waiting within their hold); null: as many as are asked. */
  readonly tables: number | null;
}

type PolicySettings = Pick<FinancialSettings, 'reservationCancelHours' | 'reservationHoldMinutes' | 'reservationTables'>;

export const reservationPolicyOf = (settings: PolicySettings): ReservationPolicy => ({
  cancelHours: settings.reservationCancelHours ?? DEFAULT_CANCEL_HOURS,
  holdMinutes: settings.reservationHoldMinutes ?? DEFAULT_HOLD_MINUTES,
  tables: settings.reservationTables ?? null,
});
