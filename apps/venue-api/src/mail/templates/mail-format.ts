// Amounts in a mail as the site writes them: "$25.00". Dates are core's (night/night-words.ts: "Sat 06/15/2030").
import { currencyCode } from '@venue/core/money/currency-code';

/** An amount in the venue's currency: by its ISO code when known, else the venue's symbol before the digits. */
export function money(cents: number, currency: string): string {
  const code = currencyCode(currency);
  const major = cents / 100;
  return code === null
    ? `${currency}${major.toFixed(2)}`
    : new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(major);
}
