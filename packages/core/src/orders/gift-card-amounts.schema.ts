// The amounts a venue's gift cards may be worth, as its financial settings give them (`giftCardAmounts`,
// docs/product.md#gift-cards): whole amounts of its currency's major unit, from `min` to `max`, and a few
// `suggested` for a guest to pick with one tap, each within the range and named once.
import { Schema } from 'effect';

/** The largest amount a venue may set: the form takes seven digits. */
export const GIFT_CARD_AMOUNT_LIMIT = 9_999_999;

/** A whole amount of the major unit, 1 to GIFT_CARD_AMOUNT_LIMIT. */
export const GiftCardAmount = Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: GIFT_CARD_AMOUNT_LIMIT })));

export const GiftCardAmounts = Schema.Struct({
  min: GiftCardAmount,
  max: GiftCardAmount,
  suggested: Schema.Array(GiftCardAmount).pipe(Schema.check(Schema.isMaxLength(6))),
}).pipe(
  Schema.check(
    Schema.makeFilter(({ min, max, suggested }) => {
      if (min > max) return 'Expected min at most max';
      if (new Set(suggested).size !== suggested.length) return 'Expected each suggested amount once';
      return suggested.every((amount) => amount >= min && amount <= max) || `Expected every suggested amount from ${min} to ${max}`;
    }),
  ),
);
export type GiftCardAmounts = typeof GiftCardAmounts.Type;
