// The decimals of the venue's currency the server drew the page with (docs/decisions.md#money-in-minor-units),
// written into the page so the browser's adapters decode amounts without reading general-info again.
import { isMinorExponent, type MinorExponent } from '@venue/core/money/currency-exponent';

/** The global the first HTML's inline script sets. */
export const MONEY_EXPONENT_GLOBAL = '__venueMoneyExponent';

/** In the browser, what the page carried, checked; on the server, or without it, nothing. */
export function pageMoneyExponent(): MinorExponent | null {
  if (typeof window === 'undefined') return null;
  const sent = (window as unknown as Record<string, unknown>)[MONEY_EXPONENT_GLOBAL];
  return isMinorExponent(sent) ? sent : null;
}
