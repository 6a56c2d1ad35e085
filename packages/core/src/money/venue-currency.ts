// Which currency the venue's prices are in (docs/product.md#money): the ISO code is exact, a symbol
// may be shared ("$"), so a code from anywhere wins over a symbol that says another currency.
import { defaultCurrency } from '../session/default-currency';
import { currencyCode } from './currency-code';
import { minorExponent, type MinorExponent } from './currency-exponent';

/** What general-info says of the currency: its symbol (defaulted once decoded) and, from newer APIs, its ISO 4217 code. */
export interface CurrencyFields {
  readonly currency?: string | undefined;
  readonly currencyCode?: string | undefined;
}

/**
 * The venue's currency as formatMoney and currencyCode take it: the API's ISO code, else the site's
 * setting (VENUE_CURRENCY, for a venue's own API without the field), else the API's symbol, else the
 * default. The symbol is kept when it reads as that very code ("$" for USD), so texts that show the
 * venue's symbol keep it.
 */
export function venueCurrency(general: CurrencyFields | null | undefined, siteCode: string | null | undefined): string {
  const symbol = general?.currency ?? defaultCurrency;
  const code = general?.currencyCode ?? siteCode ?? null;
  if (code === null) return symbol;
  return currencyCode(symbol) === code ? symbol : code;
}

/**
 * The decimals the venue's amounts are counted in: those of venueCurrency's currency (2 for a symbol
 * it cannot tell), so the schemas that decode money and formatMoney always agree.
 */
export const venueMoneyExponent = (general: CurrencyFields | null | undefined, siteCode: string | null | undefined): MinorExponent =>
  currencyExponent(venueCurrency(general, siteCode));

/** The decimals of a currency given as venueCurrency gives it (a code, or a symbol: 2 when it cannot be told). */
export const currencyExponent = (currency: string): MinorExponent => minorExponent(currencyCode(currency));
