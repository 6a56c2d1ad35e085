// How the venue priced an order beyond its five totals (docs/product.md#payment-and-confirmation):
// the rate of each percentage line, which part of the discount is the promoter's, and the tax and
// service charge paid at the venue. Optional on the wire: an order without it shows the plain rows.
import { Schema } from 'effect';
import { USUAL_EXPONENT } from '../money/currency-exponent';
import { perExponent } from '../money/per-exponent';
import { moneyFromMajorIn, PercentSchema } from '../money/money.schema';

/** The breakdown schemas for a currency with `exponent` decimals (docs/decisions.md#money-in-minor-units). */
export const orderBreakdownSchemasIn = perExponent((exponent) => {
  const Money = moneyFromMajorIn(exponent);
  /** A percentage line: its rate and amount. */
  const RatedAmount = Schema.Struct({ percent: PercentSchema, amount: Money });
  const OrderBreakdown = Schema.Struct({
    /** The online tax and service lines' rates; null when the order carries none. */
    taxPercent: Schema.NullOr(PercentSchema),
    servicePercent: Schema.NullOr(PercentSchema),
    /** The venue's own discount rate (the bottles discount); null when it has none. */
    discountPercent: Schema.NullOr(PercentSchema),
    /** The promoter's part of the order's discount; the rest is the venue's own discount. */
    promoterDiscount: Money,
    /** Tax and service charge the guest pays at the venue (bottles on location); null when none. */
    onLocation: Schema.NullOr(Schema.Struct({ tax: RatedAmount, service: RatedAmount })),
  });
  return { RatedAmount, OrderBreakdown };
});

/** Two decimals (USD, EUR, ...): for tests and types; a venue's answers decode with its own exponent. */
export const { RatedAmount, OrderBreakdown } = orderBreakdownSchemasIn(USUAL_EXPONENT);
export type RatedAmount = typeof RatedAmount.Type;
export type OrderBreakdown = typeof OrderBreakdown.Type;
