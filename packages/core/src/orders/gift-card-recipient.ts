// Who a gift card goes to (docs/product.md#gift-cards), read from the order the venue stored, for the confirmation:
// where the card goes, never that anything was sent (the site cannot know); the site words it.
// A plain check, not a schema, so the confirmation page loads no schema library for one sentence.

export interface GiftCardRecipient {
  readonly name: string;
  readonly email: string;
}

/** The recipient a gift card order's details name, trimmed, or null when they name none. */
export function giftCardRecipientOf(details: unknown): GiftCardRecipient | null {
  if (typeof details !== 'object' || details === null) return null;
  const { recipientName, recipientEmail } = details as { readonly recipientName?: unknown; readonly recipientEmail?: unknown };
  return typeof recipientName === 'string' && typeof recipientEmail === 'string' && recipientName.trim() !== ''
    ? { name: recipientName.trim(), email: recipientEmail.trim() }
    : null;
}
