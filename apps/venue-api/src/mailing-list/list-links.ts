// The mailing list's links, absolute under the site's public address (docs/product.md#mailing-list): the
// confirmation link of a sign-up, lapsing with it, and an address's unsubscribe link, which never lapses.
import { confirmLinkExpiry } from '@venue/core/mailing-list/double-opt-in';
import type { SignedLinks } from '../mail/signed-links';

export const confirmPath = 'mailing-list/confirm';
export const unsubscribePath = 'mailing-list/unsubscribe';

/** `{publicUrl}venue-api/{path}/{token}`: served by this backend, which the public address reaches. */
const apiLink = (publicUrl: string, path: string, token: string): string =>
  new URL(`venue-api/${path}/${token}`, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).toString();

export function confirmLink(links: SignedLinks, publicUrl: string, memberId: string, consentAt: Date): { url: string; expiresAt: Date } {
  const expiresAt = confirmLinkExpiry(consentAt);
  return { url: apiLink(publicUrl, confirmPath, links.sign('mailing-list-confirm', memberId, expiresAt)), expiresAt };
}

/** Signed for the address rather than the member, so a link from any list mail still works after a new sign-up. */
export const unsubscribeLink = (links: SignedLinks, publicUrl: string, emailKey: string): string =>
  apiLink(publicUrl, unsubscribePath, links.sign('mailing-list-unsubscribe', emailKey, null));
