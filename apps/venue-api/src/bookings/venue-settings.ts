// The financial settings the checks of a bottle order, reservation or booking use (per VENUE_PRICING).
import type { FinancialSettings } from '@venue/core/venue/financial-settings.schema';
import type { Queryable } from '../db/database.port';
import type { ApiContext } from '../http/api-context';
import { readFinancialSettings } from '../store/venue.store';

export async function venueSettings(db: Queryable, ctx: ApiContext): Promise<FinancialSettings> {
  const settings = await readFinancialSettings(db, ctx.pricing);
  // Every started server has a seeded venue; a missing one is a bug, not a guest's mistake.
  if (!settings) throw new Error('The venue has no financial settings: the database was not seeded.');
  return settings;
}
