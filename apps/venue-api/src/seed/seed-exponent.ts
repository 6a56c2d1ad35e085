// Which decimals a seed's money is written with: its currency's (docs/seed-format.md), told from its
// general info, which carries no money and so is read first. VENUE_CURRENCY is the site's setting for
// a venue's own API; this backend always names its currency in the seed it serves.
import type { MinorExponent } from '@venue/core/money/currency-exponent';
import { venueMoneyExponent, type CurrencyFields } from '@venue/core/money/venue-currency';

/** The exponent of the seed's (or stored venue's) currency: its currencyCode, else its symbol, else two decimals. */
export const seedExponent = (generalInfo: { readonly general?: CurrencyFields } | null | undefined): MinorExponent =>
  venueMoneyExponent(generalInfo?.general, undefined);
