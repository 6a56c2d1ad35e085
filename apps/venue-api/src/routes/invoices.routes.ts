// GET invoices/pdf/{file}: the invoice of a paid order as a PDF. Public, because the site shows
// it in an <iframe>, which cannot send a bearer token; the file name is random (pay-order.ts).
import type { Context } from 'hono';
import type { ApiContext } from '../http/api-context';
import { answerRefusal, notFound } from '../http/refusal';
import { buildInvoicePdf } from '../orders/invoice-pdf';
import { findOrderByInvoice } from '../store/orders.store';
import { readGeneralInfo } from '../store/venue.store';

export async function invoicePdf(ctx: ApiContext, c: Context): Promise<Response> {
  const order = await findOrderByInvoice(ctx.db, c.req.param('file') ?? '');
  if (!order) return answerRefusal(c, notFound('This invoice'));
  const info = await readGeneralInfo(ctx.db);
  const pdf = await buildInvoicePdf(order, {
    name: info?.name ?? 'Venue',
    address: info?.general.address ?? null,
    currency: info?.general.currency ?? '$',
    timeZone: ctx.timeZone,
  });
  return c.body(pdf.slice().buffer, 200, {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="invoice-${order.id}.pdf"`,
    'cache-control': 'private, max-age=3600',
    'x-content-type-options': 'nosniff',
  });
}
