// What a bottle order keeps of its quote beyond the totals (orders/order-breakdown.schema.ts): the
// rates, the promoter's part of the discount and the tax and service charge paid on location.
import type { OrderBreakdown } from '../orders/order-breakdown.schema';
import type { BottleQuote } from './bottle-pricing';

export function bottleOrderBreakdown(quote: BottleQuote): OrderBreakdown {
  const { onLocation } = quote;
  return {
    taxPercent: quote.tax?.percent ?? null,
    servicePercent: quote.service?.percent ?? null,
    discountPercent: quote.discount?.percent ?? null,
    promoterDiscount: quote.promoterDiscount,
    onLocation:
      onLocation === null || onLocation.amount === 0
        ? null
        : {
            tax: { percent: onLocation.taxPercent, amount: onLocation.tax },
            service: { percent: onLocation.servicePercent, amount: onLocation.service },
          },
  };
}
