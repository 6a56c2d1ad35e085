// A gift card costs its value (docs/product.md#gift-cards): the guest picks the amount, and there is no price check
// call. The site shows it as the order's total; the venue prices the order line with it.
import type { MinorExponent } from '../money/currency-exponent';
import { minorFromMajor, type Minor } from '../money/minor-units';

/** The card's price in minor units of a currency with `exponent` decimals, or null when `amount` is not an amount in its major unit. */
export function giftCardPrice(amount: unknown, exponent: MinorExponent): Minor | null {
  if (typeof amount !== 'number') return null;
  const price = minorFromMajor(amount, exponent);
  return price.ok ? price.value : null;
}
