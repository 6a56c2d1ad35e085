// Sets the venue's bookingDepositAmount (dollars, or null for none) in both pricing variants, as the venue
// editing its settings would: later booking requests store it (or none) as their amount due.
import type { Queryable } from '../db/database.port';

export async function setBookingDeposit(db: Queryable, dollars: number | null): Promise<void> {
  const value = JSON.stringify(dollars);
  await db.query(
    `UPDATE venue SET financial_settings = jsonb_set(financial_settings, '{bookingDepositAmount}', $1::jsonb),
       financial_settings_on_location = CASE WHEN financial_settings_on_location IS NULL THEN NULL
         ELSE jsonb_set(financial_settings_on_location, '{bookingDepositAmount}', $1::jsonb) END`,
    [value],
  );
}
