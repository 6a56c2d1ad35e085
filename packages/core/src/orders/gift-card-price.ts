// A gift card costs its value (docs/product.md#gift-cards): the guest picks the amount, and there is no price check
// call. The site shows it as the order's total; the venue prices the order line with it.
import { centsFromMajor, type Minor } from '../money/minor-units';

/** The card's price in cents, or null when `amount` is not an amount in the major unit. */
export function giftCardPrice(amount: unknown): Minor | null {
  if (typeof amount !== 'number') return null;
  const cents = centsFromMajor(amount);
  return cents.ok ? cents.value : null;
}
