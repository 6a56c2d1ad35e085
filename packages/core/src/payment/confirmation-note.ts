// A sentence the confirmation adds for some order kinds (docs/product.md#payment-and-confirmation): where a
// gift card goes. Read from the order the venue stored; null for every other kind.
import { giftCardRecipientNote } from '../orders/gift-card-recipient';
import type { ConfirmationType } from './confirmation';

export function confirmationNote(type: ConfirmationType | null, details: unknown): string | null {
  return type === 'gift-cards' ? giftCardRecipientNote(details) : null;
}
