// The decimals the backend counts the venue's money in (docs/decisions.md#money-in-minor-units): those of
// the currency its general info names (currencyCode, else the symbol), the very rule the seed was
// decoded and written with (seed/seed-exponent.ts), so the amounts in its tables read back the same.
import { currencyCode } from '@venue/core/money/currency-code';
import type { MinorExponent } from '@venue/core/money/currency-exponent';
import { venueCurrency } from '@venue/core/money/venue-currency';
import type { Queryable } from '../db/database.port';
import { seedExponent } from '../seed/seed-exponent';
import { readGeneralInfo } from '../store/venue.store';

/** Read once at start-up, as the time zone is: the seed sets the currency and nothing in the API changes it. */
export async function readVenueMoneyExponent(db: Queryable): Promise<MinorExponent> {
  return seedExponent(await readGeneralInfo(db));
}

/** The ISO code of that same currency, or null when the venue names it only by a symbol that cannot be told. */
export async function readVenueCurrencyCode(db: Queryable): Promise<string | null> {
  return currencyCode(venueCurrency((await readGeneralInfo(db))?.general, undefined));
}
