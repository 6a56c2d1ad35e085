// A promoter's discount and the answer of the promoter-code check (docs/product.md#bottle-checkout).
// '%' carries a percent of the subtotal, '$' a fixed amount in the major unit (decoded to Minor).
import { Schema } from 'effect';
import { USUAL_EXPONENT } from '../money/currency-exponent';
import { perExponent } from '../money/per-exponent';
import { moneyFromMajorIn, PercentSchema } from '../money/money.schema';
import { BoundedString, INSTAGRAM_NAME_MAX } from '../shared/input-limits';

/** The promoter discount's schemas for a currency with `exponent` decimals (docs/decisions.md#money-in-minor-units). */
export const promoterSchemasIn = perExponent((exponent) => {
  const PromoterDiscount = Schema.Union([
    Schema.Struct({ promotionId: Schema.String, discountType: Schema.Literal('%'), discountAmount: PercentSchema }),
    Schema.Struct({ promotionId: Schema.String, discountType: Schema.Literal('$'), discountAmount: moneyFromMajorIn(exponent) }),
  ]);

  const PromoterValidation = Schema.Struct({
    success: Schema.Boolean,
    data: Schema.optionalKey(PromoterDiscount),
  });
  return { PromoterDiscount, PromoterValidation };
});

/** Two decimals (USD, EUR, ...): for tests and types; a venue's answers decode with its own exponent. */
export const { PromoterDiscount, PromoterValidation } = promoterSchemasIn(USUAL_EXPONENT);
export type PromoterDiscount = typeof PromoterDiscount.Type;
export type PromoterValidation = typeof PromoterValidation.Type;

/** The body of the bottle promoter-code check (promoterIGname with type bottle). */
export const BottlePromoterRequest = Schema.Struct({ promoterIGname: BoundedString(INSTAGRAM_NAME_MAX), type: Schema.Literal('bottle') });
export type BottlePromoterRequest = typeof BottlePromoterRequest.Type;
