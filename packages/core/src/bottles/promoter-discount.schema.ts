// A promoter's discount and the answer of the promoter-code check (docs/product.md#bottle-checkout).
// '%' carries a percent of the subtotal, '$' a fixed amount in the major unit (decoded to Minor).
import { Schema } from 'effect';
import { MoneyFromMajor, PercentSchema } from '../money/money.schema';
import { BoundedString, INSTAGRAM_NAME_MAX } from '../shared/input-limits';

export const PromoterDiscount = Schema.Union([
  Schema.Struct({ promotionId: Schema.String, discountType: Schema.Literal('%'), discountAmount: PercentSchema }),
  Schema.Struct({ promotionId: Schema.String, discountType: Schema.Literal('$'), discountAmount: MoneyFromMajor }),
]);
export type PromoterDiscount = typeof PromoterDiscount.Type;

export const PromoterValidation = Schema.Struct({
  success: Schema.Boolean,
  data: Schema.optionalKey(PromoterDiscount),
});
export type PromoterValidation = typeof PromoterValidation.Type;

/** The body of the bottle promoter-code check (promoterIGname with type bottle). */
export const BottlePromoterRequest = Schema.Struct({ promoterIGname: BoundedString(INSTAGRAM_NAME_MAX), type: Schema.Literal('bottle') });
export type BottlePromoterRequest = typeof BottlePromoterRequest.Type;
