// What lets a guest cancel their reservation (docs/product.md#reservations-and-venue-booking): the order secret
// their own pages carry (the confirmation's `secret`), or the cancel link of their reservation mail (`link`, a key
// the venue signed for cancelling this one reservation and nothing else: a mail carries no order secret). Apart
// from the schema, so the route table needs no Effect.
import { ORDER_SECRET_PARAM } from '../orders/order-secret-param';
import type { Query } from '../routing/query';

/** The query name of a mailed cancel link's key. */
export const RESERVATION_LINK_PARAM = 'link';

export type ReservationCancelKey = { readonly secret: string } | { readonly link: string };

/** The key a cancel page's address carries, or null: the order secret first, then a mailed link's key. */
export function cancelKeyFrom(query: Query): ReservationCancelKey | null {
  const secret = query[ORDER_SECRET_PARAM]?.trim();
  if (secret) return { secret };
  const link = query[RESERVATION_LINK_PARAM]?.trim();
  return link ? { link } : null;
}

/** The key as a page's query, so the pages a cancel page links to keep it. */
export const cancelKeyQuery = (key: ReservationCancelKey | null): Query =>
  key === null ? {} : 'secret' in key ? { [ORDER_SECRET_PARAM]: key.secret } : { [RESERVATION_LINK_PARAM]: key.link };
