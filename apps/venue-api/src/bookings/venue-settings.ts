// The financial settings the checks of a bottle order, reservation or booking use (per VENUE_PRICING).
import type { FinancialSettings } from '@venue/core/venue/financial-settings.schema';
import type { Queryable } from '../db/database.port';
import type { ApiContext } from '../http/api-context';
import { contentMemo } from '../store/content-memo';
import { readFinancialSettings } from '../store/venue.store';

const settingsOf = {
  online: contentMemo((db) => readFinancialSettings(db, 'online')),
  'on-location': contentMemo((db) => readFinancialSettings(db, 'on-location')),
};

/** `db` is the caller's transaction when it has one; the settings are read again only after the venue's content changed. */
export async function venueSettings(db: Queryable, ctx: ApiContext): Promise<FinancialSettings> {
  const settings = await settingsOf[ctx.pricing](ctx.db, db);
  // Every started server has a seeded venue; a missing one is a bug, not a guest's mistake.
  if (!settings) throw new Error('The venue has no financial settings: the database was not seeded.');
  return settings;
}
