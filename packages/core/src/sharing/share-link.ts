// Sharing a link from the site (docs/product.md#codes-for-guests): the device's share sheet where the browser has one,
// else the clipboard, else the address shown for the guest to copy. The ways are the browser's, handed in by the
// page; which one is tried first, and which outcome each gives, is decided here (the site words the outcome).

/** What goes to the share sheet: the Web Share API's title, text and url. */
export interface SharedLink {
  readonly title: string;
  readonly text: string;
  readonly url: string;
}

/** The browser's ways to pass a link on; null where it has none. */
export interface ShareWays {
  readonly share: ((link: SharedLink) => Promise<void>) | null;
  readonly copy: ((text: string) => Promise<void>) | null;
}

/**
 * `shared`: the share sheet took it. `cancelled`: the guest closed the sheet, which is their choice, not a failure.
 * `copied`: the address is on the clipboard. `shown`: neither worked; the page shows the address to copy by hand.
 */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'shown';

/** The share sheet's "the user cancelled" (an AbortError); any other refusal falls through to the next way. */
const isCancelled = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'name' in error && (error as { name: unknown }).name === 'AbortError';

export async function shareLink(link: SharedLink, ways: ShareWays): Promise<ShareOutcome> {
  if (ways.share !== null) {
    try {
      await ways.share(link);
      return 'shared';
    } catch (error) {
      if (isCancelled(error)) return 'cancelled';
    }
  }
  if (ways.copy !== null) {
    try {
      await ways.copy(link.url);
      return 'copied';
    } catch {
      // No clipboard for this page (permission, an unfocused window): the address is shown instead.
    }
  }
  return 'shown';
}
