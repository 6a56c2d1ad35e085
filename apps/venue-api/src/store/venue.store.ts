// The venue row: general info, financial settings (per pricing variant), website settings.
import { Struct } from 'effect';
import { WebsiteSettings } from '@venue/core/content/website-settings.schema';
import { VenueGeneralInfo } from '@venue/core/session/venue-general-info.schema';
import { financialSettingsSchemasIn, type FinancialSettings } from '@venue/core/venue/financial-settings.schema';
import { seedExponent } from '../seed/seed-exponent';
import type { PricingVariant } from '../config/env';
import type { Queryable } from '../db/database.port';
import { decodeStored } from './decode-stored';

const StoredWebsiteSettings = WebsiteSettings.mapFields(Struct.omit(['_id']));

interface VenueRow {
  id: string;
  general_info: unknown;
  financial_settings: unknown;
  financial_settings_on_location: unknown;
  website_settings: unknown;
}

async function venueRow(db: Queryable): Promise<VenueRow | undefined> {
  const [row] = await db.query<VenueRow>('SELECT * FROM venue ORDER BY id LIMIT 1');
  return row;
}

export async function readGeneralInfo(db: Queryable): Promise<VenueGeneralInfo | undefined> {
  const row = await venueRow(db);
  return row && decodeStored(VenueGeneralInfo, 'general info', row.general_info);
}

/** The venue's own id and name, for pages that name it (reviews). */
export async function readVenueIdentity(db: Queryable): Promise<{ id: string; name: string } | undefined> {
  const row = await venueRow(db);
  if (!row) return undefined;
  const info = decodeStored(VenueGeneralInfo, 'general info', row.general_info);
  return { id: row.id, name: info.name ?? row.id };
}

export async function readFinancialSettings(db: Queryable, pricing: PricingVariant): Promise<FinancialSettings | undefined> {
  const row = await venueRow(db);
  if (!row) return undefined;
  // Stored as the seed wrote them: in the major unit of the currency the same row names.
  const { FinancialSettings } = financialSettingsSchemasIn(seedExponent(decodeStored(VenueGeneralInfo, 'general info', row.general_info)));
  const online = decodeStored(FinancialSettings, 'financial settings', row.financial_settings);
  if (pricing === 'online') return online;
  if (row.financial_settings_on_location !== null) {
    return decodeStored(FinancialSettings, 'on-location financial settings', row.financial_settings_on_location);
  }
  // No explicit variant: the same settings with tax and service on bottles left to the venue.
  return {
    ...online,
    taxItems: online.taxItems.filter((item) => item !== 'Bottles'),
    serviceChargeItems: online.serviceChargeItems.filter((item) => item !== 'Bottles'),
  };
}

export async function readWebsiteSettings(db: Queryable, venueId: string): Promise<WebsiteSettings | undefined> {
  const row = await venueRow(db);
  if (!row || row.id !== venueId) return undefined;
  return { _id: row.id, ...decodeStored(StoredWebsiteSettings, 'website settings', row.website_settings) };
}
