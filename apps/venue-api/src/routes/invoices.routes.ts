// GET invoices/pdf/{file}?secret=: the invoice of a paid order as a PDF. Public, because the site shows it in an
// <iframe>, which cannot send a bearer token; the file name is random (pay-order.ts) but travels in the order's answers,
// which whoever holds the order id reads. So the pages of guest codes come only with the order secret
// (orders/order-secret.ts) in the query; without it, or with a wrong one, the same invoice without them.
import type { Context } from 'hono';
import type { ApiContext } from '../http/api-context';
import { answerRefusal, notFound } from '../http/refusal';
import { guestCodeViews } from '../guest-codes/guest-code-views';
import { venueKeys } from '../guest-codes/venue-keys';
import { listLiveGuestCodes } from '../store/guest-codes.store';
import { holdsOrderSecret } from '../orders/order-secret';
import { orderIn } from '../orders/order-in-language';
import { findOrderByInvoice } from '../store/orders.store';
import { nightVenueAt, orderNightOf } from '../orders/order-night';
import { ORDER_SECRET_PARAM } from '@venue/core/orders/order-secret-param';
import { readGeneralInfo } from '../store/venue.store';

export async function invoicePdf(ctx: ApiContext, c: Context): Promise<Response> {
  const order = await findOrderByInvoice(ctx.db, c.req.param('file') ?? '');
  if (!order) return answerRefusal(c, notFound('This invoice'));
  const info = await readGeneralInfo(ctx.db);
  // The order's live codes, for the buyer: a cancelled order's invoice shows none (docs/product.md#codes-for-guests).
  const codes = holdsOrderSecret(order, c.req.query(ORDER_SECRET_PARAM))
    ? await guestCodeViews(await venueKeys(ctx.db, ctx.now), await listLiveGuestCodes(ctx.db, order.id))
    : [];
  // What the order is for, as its confirmation says (docs/product.md#the-night-summary).
  const night = await orderNightOf(ctx.db, order, nightVenueAt(info, ctx.timeZone));
  // pdf-lib (0.3 s to load) comes with the first invoice asked for: a start-up and most requests never need it.
  const { buildInvoicePdf } = await import('../orders/invoice-pdf');
  const pdf = await buildInvoicePdf(
    await orderIn(ctx.db, order, order.language),
    {
      name: info?.name ?? 'Venue',
      address: info?.general.address ?? null,
      currency: info?.general.currency ?? '$',
      timeZone: ctx.timeZone,
    },
    codes,
    night,
  );
  return c.body(pdf.slice().buffer, 200, {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="invoice-${order.id}.pdf"`,
    'cache-control': 'private, max-age=3600',
    'x-content-type-options': 'nosniff',
  });
}
