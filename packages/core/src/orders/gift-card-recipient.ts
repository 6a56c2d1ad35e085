// Who a gift card goes to (docs/product.md#gift-cards), read from the order the venue stored, for the review
// step and the confirmation. It states where the card goes, never that anything was sent: the site cannot know.
// A plain check, not a schema, so the confirmation page loads no schema library for one sentence.

export const giftCardRecipientText = (name: string, email: string): string => `The gift card goes to ${name.trim()} at ${email.trim()}.`;

/** The sentence for a gift card order's details, or null when they name no recipient. */
export function giftCardRecipientNote(details: unknown): string | null {
  if (typeof details !== 'object' || details === null) return null;
  const { recipientName, recipientEmail } = details as { readonly recipientName?: unknown; readonly recipientEmail?: unknown };
  return typeof recipientName === 'string' && typeof recipientEmail === 'string' && recipientName.trim() !== ''
    ? giftCardRecipientText(recipientName, recipientEmail)
    : null;
}
