// The mailing list's double opt-in (docs/product.md#mailing-list): a sign-up waits for the guest to open the link
// mailed to them, and lapses after 72 hours; nothing but that link goes to an address before it is confirmed.

export const CONFIRM_WINDOW_MS = 72 * 60 * 60 * 1000;

/** What the list holds for an address when it signs up again. */
export interface ListedMember {
  readonly status: 'unconfirmed' | 'confirmed';
  /** The instant of the sign-up waiting for confirmation (or the confirmed one). */
  readonly consentAt: Date;
}

/**
 * What a sign-up does: `start` records a new consent and sends a new link (a new address, or a sign-up whose link
 * has lapsed); `wait` keeps the pending one and its link (a double click, a second form); `keep` leaves a confirmed
 * member confirmed.
 */
export type SignUpStep = 'start' | 'wait' | 'keep';

export function signUpStep(listed: ListedMember | undefined, now: Date): SignUpStep {
  if (listed === undefined) return 'start';
  if (listed.status === 'confirmed') return 'keep';
  return now.getTime() < confirmLinkExpiry(listed.consentAt).getTime() ? 'wait' : 'start';
}

/** When a sign-up's confirmation link stops working, and the unconfirmed sign-up may be deleted. */
export const confirmLinkExpiry = (consentAt: Date): Date => new Date(consentAt.getTime() + CONFIRM_WINDOW_MS);

/** The instant before which unconfirmed sign-ups have lapsed. */
export const lapsedBefore = (now: Date): Date => new Date(now.getTime() - CONFIRM_WINDOW_MS);
