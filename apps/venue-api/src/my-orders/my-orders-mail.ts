// What the `my-orders-link` mail says (docs/product.md#find-my-orders), read when the mail is composed, as every mail
// is: the signed link to the guest's orders page and the orders it lists now. The outbox's row is about
// { type: 'lookup', id }, the id of the stored request (migrations/019-my-orders.sql).
import type { MyOrder } from '@venue/core/my-orders/my-orders.schema';
import type { ApiContext } from '../http/api-context';
import type { SiteLinks } from '../mail/compose/site-links';
import { buyerOrders } from './buyer-orders';
import { findMyOrdersLink } from './my-orders-links.store';
import { myOrdersPageLink } from './my-orders-links';

export interface MyOrdersMailContent {
  /** The address the request was made for: the mail's recipient. */
  readonly email: string;
  /** Absolute: `{publicUrl}/my-orders/{token}`. */
  readonly link: string;
  /** When the link stops working. */
  readonly expiresAt: Date;
  /** Newest first; each code's own page is `links.page('guest-code', code.linkToken)`. */
  readonly orders: readonly MyOrder[];
}

/** null when there is nothing left to say: the request is gone or past its time, or the address has no order left. */
export async function myOrdersMailContent(
  ctx: Pick<ApiContext, 'db' | 'now'>,
  links: SiteLinks,
  lookupId: string,
): Promise<MyOrdersMailContent | null> {
  const request = await findMyOrdersLink(ctx.db, lookupId);
  if (!request || request.expiresAt.getTime() <= ctx.now().getTime()) return null;
  const orders = await buyerOrders(ctx.db, request.email, null);
  if (orders.length === 0) return null;
  return { email: request.email, link: await myOrdersPageLink(ctx.db, ctx.now, links, request), expiresAt: request.expiresAt, orders };
}
