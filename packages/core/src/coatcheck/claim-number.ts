// Claim ticket numbers (docs/product.md#coat-check): C-0001, C-0002... from the venue's sequence. A
// guest types one back however they read it off a photo ("c42", "C 0042", "42"); it is read as the
// one canonical number, or refused.

/** The ticket number of the n-th claim: at least four digits after "C-". */
export const claimTicketNumber = (n: number): string => `C-${String(n).padStart(4, '0')}`;

/** Whether a text is a canonical ticket number, as the venue writes and looks them up. */
export const isClaimTicketNumber = (text: string): boolean => /^C-\d{4,}$/.test(text);

/** What the guest typed, as a canonical ticket number; null when it is not one (no digits, or 0). */
export function readClaimNumber(typed: string): string | null {
  const match = /^\s*(?:c\s*-?\s*)?0*(\d{1,9})\s*$/i.exec(typed);
  const digits = match?.[1];
  if (digits === undefined) return null;
  const n = Number(digits);
  return n >= 1 ? claimTicketNumber(n) : null;
}

/** The ticket number kept with a coat check order (its details, as the venue stored them); null when there is none. */
export function claimNumberOf(details: unknown): string | null {
  const number = typeof details === 'object' && details !== null ? (details as { ticketNumber?: unknown }).ticketNumber : undefined;
  return typeof number === 'string' && isClaimTicketNumber(number) ? number : null;
}
