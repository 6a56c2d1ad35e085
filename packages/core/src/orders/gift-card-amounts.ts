// What a gift card may be worth at this venue (docs/product.md#gift-cards): its settings' range and suggested
// amounts, else ours, which suit a currency whose unit is worth about a dollar (a yen venue sets its own).
import type { GiftCardAmounts } from './gift-card-amounts.schema';

export const DEFAULT_GIFT_CARD_AMOUNTS: GiftCardAmounts = { min: 10, max: 1000, suggested: [25, 50, 100, 200] };

export const giftCardAmountsOf = (settings: { readonly giftCardAmounts?: GiftCardAmounts | null | undefined }): GiftCardAmounts =>
  settings.giftCardAmounts ?? DEFAULT_GIFT_CARD_AMOUNTS;

/** A whole amount in the venue's range. */
export const isGiftCardAmount = (amount: number, amounts: GiftCardAmounts): boolean =>
  Number.isInteger(amount) && amount >= amounts.min && amount <= amounts.max;
