// An address shown back to whoever holds a page's link (docs/product.md#payment-and-confirmation): enough for the guest
// to know which of their inboxes to open, too little for anyone else to learn it. The first character of the local part,
// an ellipsis and the domain: `dana@example.com` is `d…@example.com`, whatever the local part's length.

export const MASK = '…';

/** The masked address; null for text that is not one address (no page shows a half-masked guess). */
export function maskedAddress(address: string): string | null {
  const trimmed = address.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 1 || at === trimmed.length - 1 || /\s/.test(trimmed)) return null;
  const first = [...trimmed.slice(0, at)][0] ?? '';
  return `${first}${MASK}@${trimmed.slice(at + 1).toLowerCase()}`;
}
