// Sets one of the venue's financial settings (null for its default) in both pricing variants, as the venue
// editing its settings would.
import type { Queryable } from '../db/database.port';

export async function setFinancialSetting(db: Queryable, setting: string, value: unknown): Promise<void> {
  await db.query(
    `UPDATE venue SET financial_settings = jsonb_set(financial_settings, ARRAY[$2::text], $1::jsonb),
       financial_settings_on_location = CASE WHEN financial_settings_on_location IS NULL THEN NULL
         ELSE jsonb_set(financial_settings_on_location, ARRAY[$2::text], $1::jsonb) END`,
    [JSON.stringify(value), setting],
  );
}
