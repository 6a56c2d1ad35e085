// What the confirmation adds for some order kinds (docs/product.md#payment-and-confirmation): where a gift card
// goes. Read from the order the venue stored; null for every other kind. The site words it.
import { giftCardRecipientOf, type GiftCardRecipient } from '../orders/gift-card-recipient';
import type { ConfirmationType } from './confirmation';

export function confirmationNote(type: ConfirmationType | null, details: unknown): GiftCardRecipient | null {
  return type === 'gift-cards' ? giftCardRecipientOf(details) : null;
}
