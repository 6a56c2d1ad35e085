// A real PDF invoice of a paid order (pdf-lib, standard Helvetica): the venue, the order and the night it is for
// (docs/product.md#the-night-summary), each line the server priced, the totals with their rates, the payment and
// what is left for the venue. Text outside Helvetica's WinAnsi set is replaced, since a standard font cannot draw it.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { NightSummary } from '@venue/core/night/night-summary';
import { nightFacts } from '@venue/core/night/night-words';
import { atVenueChargeRows, atVenueNote, dueRows, orderSummaryRows, paymentFigures } from '@venue/core/payment/payment-due';
import { venueDayOf } from '@venue/core/shared/time-zone';
import { drawGuestCodes, type InvoiceCode } from '../guest-codes/invoice-codes';
import type { StoredOrder } from '../store/orders.store';
import { orderDetailsData } from './order-answers';
import { majorText } from '../shared/major-text';
import { winAnsi } from './win-ansi';
import { guestMoney } from '../languages/guest-money';
import { invoiceLanguage, invoiceWords, type InvoiceWords } from '../languages/invoice-words';
import { nightFormatsIn, nightWordsIn } from '../languages/night-words';
import { atVenueNoteText, summaryRowLabel } from '../languages/order-summary-words';

export interface InvoiceVenue {
  readonly name: string;
  readonly address: string | null;
  readonly currency: string;
  /** Dates on the invoice are the venue's days (docs/product.md#the-venues-time-zone). */
  readonly timeZone: string;
}

/** An amount with the venue's symbol and its currency's decimals: ¥1500, $15.00, KWD1.500. */
const money = (currency: string, amount: number): string => `${winAnsi(currency)}${majorText(amount, currency)}`;

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

/** `value` in lines that fit `width` at `size`, broken between words (a word longer than a line keeps its line). */
export function wrapped(value: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsi(value).split(' ')) {
    const longer = line === '' ? word : `${line} ${word}`;
    if (line !== '' && font.widthOfTextAtSize(longer, size) > width) {
      lines.push(line);
      line = word;
    } else line = longer;
  }
  return [...lines, line];
}

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
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(w.documentTitle(order.id)));
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
  text(page, w.heading, 50, bold, 16);
  y -= 20;
  text(page, w.orderLine(order.id), 50, regular);
  y -= 14;
  text(page, w.forLine(kindTitle(order.kind, w)), 50, regular);
  y -= 14;
  // The night as the confirmation and the mails name it: what, when, how many, where (what to bring is for the door).
  for (const fact of night === null ? [] : nightFacts(night, nightWordsIn(language), formats, { bring: false }))
    for (const line of wrapped(w.factLine(fact.label, fact.value), regular, 10, TEXT_WIDTH)) {
      text(page, line, 50, regular);
      y -= 14;
    }
  text(page, w.orderedOn(day(order.createdAt)), 50, regular);
  y -= 14;
  if (order.paidAt)
    text(page, order.paymentRef ? w.paidOnWithReference(day(order.paidAt), order.paymentRef) : w.paidOn(day(order.paidAt)), 50, regular);
  y -= 30;

  text(page, w.item, 50, bold);
  right(w.unitPrice, 380, bold);
  right(w.quantity, 450, bold);
  right(w.lineTotal, 545, bold);
  y -= 6;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5 });
  y -= 14;
  for (const line of order.lines) {
    text(page, line.description.slice(0, 50), 50, regular);
    right(written(line.unitMinor), 380, regular);
    right(String(line.quantity), 450, regular);
    right(written(line.totalMinor), 545, regular);
    y -= 14;
    if (y < 120) break; // One page is enough for any order the site can place.
  }
  y -= 10;
  // The rows, what was paid and what is still due at the venue come from core, as the payment page
  // and the confirmation show them (payment/payment-due.ts).
  const details = orderDetailsData(order);
  const figures = order.status === 'paid' ? paymentFigures(details) : null;
  const rows = [...orderSummaryRows(details), ...atVenueChargeRows(details), ...(figures ? dueRows(figures, 'paid') : [])];
  for (const row of rows) {
    const font = row.key === 'total' ? bold : regular;
    right(summaryRowLabel(row, language), 450, font);
    right(row.negative ? `-${written(row.amount)}` : written(row.amount), 545, font);
    y -= 14;
  }
  const why = figures ? atVenueNote(figures) : null;
  const note = why === null ? null : atVenueNoteText(why, language);
  if (note) {
    y -= 6;
    text(page, note, 50, regular);
  }
  if (codes.length > 0) await drawGuestCodes(doc, codes, { regular, bold }, { invoice: w, date: formats.date });
  return doc.save();
}
