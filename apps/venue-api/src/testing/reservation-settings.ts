// Sets one of the venue's table-reservation settings (reservationTables, reservationHoldMinutes,
// reservationCancelHours; null for the default) in both pricing variants, as the venue editing its settings would.
import type { Queryable } from '../db/database.port';
import { setFinancialSetting } from './financial-setting';

type ReservationSetting = 'reservationTables' | 'reservationHoldMinutes' | 'reservationCancelHours';

export const setReservationSetting = (db: Queryable, setting: ReservationSetting, value: number | null): Promise<void> =>
  setFinancialSetting(db, setting, value);
