// An amount as plain digits in the major unit, with as many decimals as the currency has (yen 1500,
// dollars 15.00, dinars 1.500): for the backend's own texts (invoices, refusals), which have no Intl
// currency format. The currency is the venue's as venueCurrency gives it, so its exponent is the one
// the backend counts in (config/venue-money-exponent.ts, docs/decisions.md#money-in-minor-units).
import { majorOfMinor, type Minor } from '@venue/core/money/minor-units';
import { currencyExponent } from '@venue/core/money/venue-currency';

export function majorText(amount: number, currency: string): string {
  const exponent = currencyExponent(currency);
  return majorOfMinor(amount as Minor, exponent).toFixed(exponent);
}
