// What a validated promoter code takes off an order (docs/product.md#bottle-checkout, docs/pricing.md), for bottles and
// tickets alike: '%' is a percent of SUB TOTAL rounded up to the next minor unit like every percent line
// (percentOf), '$' a fixed amount. It never exceeds SUB TOTAL, nor `ceiling` (what an earlier
// discount leaves), so a total cannot go below its tax and service.
import { minMinor, ZERO_MINOR, type Minor } from '../money/minor-units';
import { percentOf } from '../money/percent';
import type { PromoterDiscount } from '../bottles/promoter-discount.schema';

export function promoterDiscount(promoter: PromoterDiscount | null, subTotal: Minor, ceiling: Minor = subTotal): Minor {
  if (promoter === null) return ZERO_MINOR;
  const amount = promoter.discountType === '%' ? percentOf(subTotal, promoter.discountAmount) : promoter.discountAmount;
  return minMinor(amount, minMinor(subTotal, ceiling));
}
