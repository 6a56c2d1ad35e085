// GET invoices/pdf/{file}: the invoice of a paid order as a PDF. Public, because the site shows
// it in an <iframe>, which cannot send a bearer token; the file name is random (pay-order.ts). It carries the
// order's guest codes, so whoever holds the invoice's address can let its guests in, as whoever holds the order's.
import type { Context } from 'hono';
import type { ApiContext } from '../http/api-context';
import { answerRefusal, notFound } from '../http/refusal';
import { guestCodeViews } from '../guest-codes/guest-code-views';
import { venueKeys } from '../guest-codes/venue-keys';
import { buildInvoicePdf } from '../orders/invoice-pdf';
import { listLiveGuestCodes } from '../store/guest-codes.store';
import { findOrderByInvoice } from '../store/orders.store';
import { readGeneralInfo } from '../store/venue.store';

export async function invoicePdf(ctx: ApiContext, c: Context): Promise<Response> {
  const order = await findOrderByInvoice(ctx.db, c.req.param('file') ?? '');
  if (!order) return answerRefusal(c, notFound('This invoice'));
  const info = await readGeneralInfo(ctx.db);
  // The order's live codes: a cancelled order's invoice shows none (docs/product.md#codes-for-guests).
  const codes = await guestCodeViews(await venueKeys(ctx.db, ctx.now), await listLiveGuestCodes(ctx.db, order.id));
  const pdf = await buildInvoicePdf(
    order,
    {
      name: info?.name ?? 'Venue',
      address: info?.general.address ?? null,
      currency: info?.general.currency ?? '$',
      timeZone: ctx.timeZone,
    },
    codes,
  );
  return c.body(pdf.slice().buffer, 200, {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="invoice-${order.id}.pdf"`,
    'cache-control': 'private, max-age=3600',
    'x-content-type-options': 'nosniff',
  });
}
