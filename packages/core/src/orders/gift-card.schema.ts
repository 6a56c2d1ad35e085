// Gift cards (docs/product.md#gift-cards): POST submit-gift-card creates the order, GET gift-card/{id} reads it.
// The guest picks the value; there is no price check call, the value is the price.
import { Schema } from 'effect';
import { GiftCardAmount } from './gift-card-amounts.schema';
import { ClientDevice, ClientEmail, ClientName, FreeText } from './guest-fields.schema';

export const GiftCardPayload = Schema.Struct({
  /** Value of the card in whole major units of the venue's currency (dollars, yen, dinars), in the venue's range (gift-card-amounts.ts). */
  amount: GiftCardAmount,
  senderName: ClientName,
  senderEmail: ClientEmail,
  recipientName: ClientName,
  recipientEmail: ClientEmail,
  message: Schema.optional(FreeText),
  ...ClientDevice,
});
export type GiftCardPayload = typeof GiftCardPayload.Type;
