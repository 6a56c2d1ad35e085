// A real PDF invoice of a paid order (pdf-lib, standard Helvetica): the venue, the order, each
// line the server priced, the totals and the payment. Text outside Helvetica's WinAnsi set is
// replaced, since a standard font cannot draw it.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { venueDayOf } from '@venue/core/shared/time-zone';
import type { StoredOrder } from '../store/orders.store';

export interface InvoiceVenue {
  readonly name: string;
  readonly address: string | null;
  readonly currency: string;
  /** Dates on the invoice are the venue's days (docs/product.md#the-venues-time-zone). */
  readonly timeZone: string;
}

const winAnsi = (text: string): string => text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

const money = (currency: string, cents: number): string => `${winAnsi(currency)}${(cents / 100).toFixed(2)}`;

const kindTitles: Readonly<Record<string, string>> = {
  tickets: 'Event tickets',
  food: 'Food delivery',
  'gift-cards': 'Gift card',
  'coat-check': 'Coat check',
  bottles: 'Bottle service',
  reservations: 'Table reservation',
  bookings: 'Venue booking',
};

export async function buildInvoicePdf(order: StoredOrder, venue: InvoiceVenue): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${order.id}`);
  doc.setAuthor(winAnsi(venue.name));
  doc.setCreationDate(order.paidAt ?? order.createdAt);
  const page = doc.addPage([595.28, 841.89]); // A4
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = 790;
  const text = (p: PDFPage, value: string, x: number, font: PDFFont, size = 10) =>
    p.drawText(winAnsi(value), { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });
  const right = (value: string, x: number, font: PDFFont, size = 10) =>
    text(page, value, x - font.widthOfTextAtSize(winAnsi(value), size), font, size);

  text(page, venue.name, 50, bold, 20);
  y -= 18;
  if (venue.address) text(page, venue.address, 50, regular, 10);
  y -= 40;
  text(page, 'INVOICE', 50, bold, 16);
  y -= 20;
  text(page, `Order: ${order.id}`, 50, regular);
  y -= 14;
  text(page, `For: ${kindTitles[order.kind] ?? order.kind}`, 50, regular);
  y -= 14;
  text(page, `Ordered: ${venueDayOf(order.createdAt, venue.timeZone)}`, 50, regular);
  y -= 14;
  if (order.paidAt)
    text(page, `Paid: ${venueDayOf(order.paidAt, venue.timeZone)}${order.paymentRef ? ` (${order.paymentRef})` : ''}`, 50, regular);
  y -= 30;

  text(page, 'Item', 50, bold);
  right('UNIT PRICE', 380, bold);
  right('QUANTITY', 450, bold);
  right('LINE TOTAL', 545, bold);
  y -= 6;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5 });
  y -= 14;
  for (const line of order.lines) {
    text(page, line.description.slice(0, 50), 50, regular);
    right(money(venue.currency, line.unitCents), 380, regular);
    right(String(line.quantity), 450, regular);
    right(money(venue.currency, line.totalCents), 545, regular);
    y -= 14;
    if (y < 120) break; // One page is enough for any order the site can place.
  }
  y -= 10;
  const rows: [string, number][] = [['SUB TOTAL', order.subtotalCents]];
  if (order.taxCents > 0) rows.push(['Tax', order.taxCents]);
  if (order.serviceCents > 0) rows.push(['Services', order.serviceCents]);
  if (order.discountCents > 0) rows.push(['Discount', -order.discountCents]);
  for (const [label, cents] of rows) {
    right(label, 450, regular);
    right(cents < 0 ? `-${money(venue.currency, -cents)}` : money(venue.currency, cents), 545, regular);
    y -= 14;
  }
  right('Total', 450, bold, 12);
  right(money(venue.currency, order.totalCents ?? 0), 545, bold, 12);
  y -= 18;
  const paid = order.status === 'paid' ? (order.dueCents ?? order.totalCents ?? 0) : 0;
  right('Paid', 450, regular);
  right(money(venue.currency, paid), 545, regular);
  return doc.save();
}
