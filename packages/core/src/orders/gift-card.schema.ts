// Gift cards (docs/product.md#gift-cards): POST submit-gift-card creates the order, GET gift-card/{id} reads it.
// The guest picks the value; there is no price check call, the value is the price.
import { Schema } from 'effect';
import { MajorAmount } from '../money/money.schema';
import { ClientDevice, ClientEmail, ClientName, FreeText } from './guest-fields.schema';

/** Smallest and largest value of one gift card, in the major unit. */
export const GIFT_CARD_MIN = 10;
export const GIFT_CARD_MAX = 1000;

const GiftCardAmount = MajorAmount.pipe(
  Schema.check(
    Schema.makeFilter((n: number) => {
      // A whole number of the major unit, so valid whatever the currency's decimals.
      return (
        (Number.isInteger(n) && n >= GIFT_CARD_MIN && n <= GIFT_CARD_MAX) ||
        `Expected a whole amount from ${GIFT_CARD_MIN} to ${GIFT_CARD_MAX}`
      );
    }),
  ),
);

export const GiftCardPayload = Schema.Struct({
  /** Value of the card in whole major units of the venue's currency (dollars, yen, dinars). */
  amount: GiftCardAmount,
  senderName: ClientName,
  senderEmail: ClientEmail,
  recipientName: ClientName,
  recipientEmail: ClientEmail,
  message: Schema.optional(FreeText),
  ...ClientDevice,
});
export type GiftCardPayload = typeof GiftCardPayload.Type;
