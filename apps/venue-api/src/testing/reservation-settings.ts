// Sets one of the venue's table-reservation settings (reservationTables, reservationHoldMinutes,
// reservationCancelHours; null for the default) in both pricing variants, as the venue editing its settings would.
import type { Queryable } from '../db/database.port';

type ReservationSetting = 'reservationTables' | 'reservationHoldMinutes' | 'reservationCancelHours';

export async function setReservationSetting(db: Queryable, setting: ReservationSetting, value: number | null): Promise<void> {
  await db.query(
    `UPDATE venue SET financial_settings = jsonb_set(financial_settings, ARRAY[$2::text], $1::jsonb),
       financial_settings_on_location = CASE WHEN financial_settings_on_location IS NULL THEN NULL
         ELSE jsonb_set(financial_settings_on_location, ARRAY[$2::text], $1::jsonb) END`,
    [JSON.stringify(value), setting],
  );
}
