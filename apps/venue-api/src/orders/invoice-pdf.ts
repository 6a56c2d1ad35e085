// A real PDF invoice of a paid order (pdf-lib): the venue, the order and the night it is for
// (docs/product.md#the-night-summary), each line the server priced, the totals with their rates, the payment and
// what is left for the venue. In the order's language, laid out in its direction (a Hebrew invoice right to left,
// its table mirrored), with Helvetica or, for text Helvetica cannot draw, an embedded font
// (docs/decisions.md#invoices-in-the-orders-language).
import { PDFDocument, rgb } from 'pdf-lib';
import type { NightSummary } from '@venue/core/night/night-summary';
import { nightFacts } from '@venue/core/night/night-words';
import { atVenueChargeRows, atVenueNote, dueRows, orderSummaryRows, paymentFigures } from '@venue/core/payment/payment-due';
import { directionOf } from '@venue/core/i18n/languages';
import { venueDayOf } from '@venue/core/shared/time-zone';
import { drawGuestCodes, guestCodeTexts, type InvoiceCode } from '../guest-codes/invoice-codes';
import type { StoredOrder } from '../store/orders.store';
import { orderDetailsData } from './order-answers';
import { majorText } from '../shared/major-text';
import { guestMoney } from '../languages/guest-money';
import { invoiceLanguage, invoiceWords, type InvoiceWords } from '../languages/invoice-words';
import { nightFormatsIn, nightWordsIn } from '../languages/night-words';
import { atVenueNoteText, summaryRowLabel } from '../languages/order-summary-words';
import { isolated } from '../pdf/bidi-line';
import { wrapped } from '../pdf/wrapped-lines';
import { pageText } from '../pdf/page-text';
import { invoiceFonts } from './invoice-fonts';

export interface InvoiceVenue {
  readonly name: string;
  readonly address: string | null;
  readonly currency: string;
  /** Dates on the invoice are the venue's days (docs/product.md#the-venues-time-zone). */
  readonly timeZone: string;
}

/** An amount with the venue's symbol and its currency's decimals: ¥1500, $15.00, KWD1.500. */
const money = (currency: string, amount: number): string => `${currency}${majorText(amount, currency)}`;

const kindTitle = (kind: string, w: InvoiceWords): string =>
  ({
    tickets: w.kindTickets,
    food: w.kindFood,
    'gift-cards': w.kindGiftCard,
    'coat-check': w.kindCoatCheck,
    bottles: w.kindBottles,
    reservations: w.kindReservation,
    bookings: w.kindBooking,
  })[kind] ?? kind;

/** The width text may take on the page: A4 less 50 points either side. */
const TEXT_WIDTH = 495;
const INK = rgb(0.1, 0.1, 0.1);
/** Where the unit price, the quantity and the line's total end, from the page's start edge. */
const COLUMN_ENDS = [380, 450, 545] as const;

/** `night`: what the order is for, as every record of it says (orders/order-night.ts); null for food and gift cards. */
export async function buildInvoicePdf(
  order: StoredOrder,
  venue: InvoiceVenue,
  codes: readonly InvoiceCode[] = [],
  night: NightSummary | null = null,
): Promise<Uint8Array> {
  // In the order's language (languages/invoice-words.ts): its words, its dates, its way of writing money.
  const language = invoiceLanguage(order.language);
  const w = invoiceWords(language);
  const formats = nightFormatsIn(language);
  const day = (at: Date): string => (language === 'en' ? venueDayOf(at, venue.timeZone) : formats.date(venueDayOf(at, venue.timeZone)));
  const written = (amount: number): string => guestMoney(amount, venue.currency, language, (a, currency) => money(currency, a));

  // Every text first, so the fonts can be chosen for all of them.
  // What the venue or the guest wrote, and our codes, keep their own direction inside a line (isolated).
  const head = [w.orderLine(isolated(order.id)), w.forLine(kindTitle(order.kind, w))];
  // The night as the confirmation and the mails name it: what, when, how many, where (what to bring is for the door).
  const facts = (night === null ? [] : nightFacts(night, nightWordsIn(language), formats, { bring: false })).map((fact) =>
    w.factLine(fact.label, isolated(fact.value)),
  );
  const ordered = w.orderedOn(day(order.createdAt));
  const paid =
    order.paidAt === null
      ? null
      : order.paymentRef
        ? w.paidOnWithReference(day(order.paidAt), isolated(order.paymentRef))
        : w.paidOn(day(order.paidAt));
  const columns = [w.item, w.unitPrice, w.quantity, w.lineTotal] as const;
  const items = order.lines.map(
    (line) => [isolated(line.description.slice(0, 50)), written(line.unitMinor), String(line.quantity), written(line.totalMinor)] as const,
  );
  // The rows, what was paid and what is still due at the venue come from core, as the payment page
  // and the confirmation show them (payment/payment-due.ts).
  const details = orderDetailsData(order);
  const figures = order.status === 'paid' ? paymentFigures(details) : null;
  const rows = [...orderSummaryRows(details), ...atVenueChargeRows(details), ...(figures ? dueRows(figures, 'paid') : [])].map((row) => ({
    label: summaryRowLabel(row, language),
    amount: row.negative ? `-${written(row.amount)}` : written(row.amount),
    total: row.key === 'total',
  }));
  const why = figures ? atVenueNote(figures) : null;
  const note = why === null ? null : atVenueNoteText(why, language);

  const doc = await PDFDocument.create();
  doc.setTitle(w.documentTitle(order.id));
  doc.setAuthor(venue.name);
  doc.setLanguage(language);
  doc.setCreationDate(order.paidAt ?? order.createdAt);
  const fonts = await invoiceFonts(doc, [
    venue.name,
    venue.address ?? '',
    w.heading,
    ...head,
    ...facts,
    ordered,
    paid ?? '',
    ...columns,
    ...items.flat(),
    ...rows.flatMap((row) => [row.label, row.amount]),
    note ?? '',
    ...guestCodeTexts(codes),
  ]);
  const { regular, bold } = fonts;
  const page = doc.addPage([595.28, 841.89]); // A4
  // Distances from the page's start edge: the left margin, or the right one in a right-to-left language.
  const text = pageText(page, fonts, directionOf(language));
  let y = 790;
  const line = (value: string, x: number, font = regular, size = 10) => text.draw(value, x, { y, font, size, color: INK });
  const ending = (value: string, x: number, font = regular) => text.draw(value, x, { y, font, size: 10, anchor: 'end', color: INK });

  line(isolated(venue.name), 50, bold, 20);
  y -= 18;
  if (venue.address) line(isolated(venue.address), 50);
  y -= 40;
  line(w.heading, 50, bold, 16);
  y -= 20;
  for (const value of head) {
    line(value, 50);
    y -= 14;
  }
  for (const fact of facts)
    for (const part of wrapped(fact, TEXT_WIDTH, (value) => text.width(value, regular, 10))) {
      line(part, 50);
      y -= 14;
    }
  line(ordered, 50);
  y -= 14;
  if (paid) line(paid, 50);
  y -= 30;

  // The table: the item at the start, then the amounts each ending at its column's end.
  const [item, ...figureColumns] = columns;
  line(item, 50, bold);
  for (const [i, title] of figureColumns.entries()) ending(title, COLUMN_ENDS[i] ?? 0, bold);
  y -= 6;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5 });
  y -= 14;
  for (const [description, ...amounts] of items) {
    line(description, 50);
    for (const [i, amount] of amounts.entries()) ending(amount, COLUMN_ENDS[i] ?? 0);
    y -= 14;
    if (y < 120) break; // One page is enough for any order the site can place.
  }
  y -= 10;
  for (const row of rows) {
    const font = row.total ? bold : regular;
    ending(row.label, 450, font);
    ending(row.amount, 545, font);
    y -= 14;
  }
  if (note) {
    y -= 6;
    line(note, 50);
  }
  if (codes.length > 0) await drawGuestCodes(doc, codes, fonts, { invoice: w, date: formats.date, direction: text.direction });
  return doc.save();
}
