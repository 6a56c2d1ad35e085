// The signed link of a "find my orders" mail (docs/decisions.md#find-my-orders-links): the venue's signed-link key
// (mail/signed-links.ts) signs the stored request's id and its expiry, so the link names no address, any instance
// checks it, and a mail composed later (a retry, a restart) makes the same link again from the row.
import type { Database } from '../db/database.port';
import { signedLinks } from '../mail/signed-links';
import type { SiteLinks } from '../mail/compose/site-links';
import { findMyOrdersLink, type MyOrdersLink } from './my-orders-links.store';

export const myOrdersToken = async (db: Database, now: () => Date, link: MyOrdersLink): Promise<string> =>
  (await signedLinks(db, now)).sign('my-orders', link.id, link.expiresAt);

/** The page the mail links to: `/my-orders/{token}` under the site's public address. */
export const myOrdersPageLink = async (db: Database, now: () => Date, links: SiteLinks, link: MyOrdersLink): Promise<string> =>
  links.page('my-orders', await myOrdersToken(db, now, link));

export type TokenReading = { readonly link: MyOrdersLink } | 'expired' | 'invalid';

/**
 * What a token opens: 'invalid' for one this venue never signed (or signed for another purpose), 'expired' past its
 * time. A signed token whose row is gone is expired too: rows go only after their time (maintenance/retention.ts).
 */
export async function readMyOrdersToken(db: Database, now: () => Date, token: string): Promise<TokenReading> {
  const check = (await signedLinks(db, now)).verify('my-orders', token, now());
  if (check === 'invalid' || check === 'expired') return check;
  const link = await findMyOrdersLink(db, check.subject);
  return link ? { link } : 'expired';
}
