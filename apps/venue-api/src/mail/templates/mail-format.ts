// Amounts in a mail as the site writes them: "$25.00". Dates are core's (night/night-words.ts: "Sat 06/15/2030").
import { currencyCode } from '@venue/core/money/currency-code';
import { minorPerMajor } from '@venue/core/money/currency-exponent';
import { minorFromMajor } from '@venue/core/money/minor-units';
import { currencyExponent } from '@venue/core/money/venue-currency';

/**
 * An amount in minor units of the venue's currency (venueCurrency's text), counted with that currency's
 * decimals (docs/decisions.md#money-in-minor-units): by its ISO code when known, else the venue's symbol before the digits.
 */
export function money(amount: number, currency: string): string {
  const code = currencyCode(currency);
  const exponent = currencyExponent(currency);
  const major = amount / minorPerMajor(exponent);
  return code === null
    ? `${currency}${major.toFixed(exponent)}`
    : new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(major);
}

/** An amount an order keeps in the major unit (a gift card's value) as money; empty when it is not an amount of the currency. */
export function moneyOfMajor(major: number, currency: string): string {
  const amount = minorFromMajor(major, currencyExponent(currency));
  return amount.ok ? money(amount.value, currency) : '';
}
