// The invoice as a PDF reader reads it (pdf.js, testing/pdf-text.ts): the night it is for, every line with its rate,
// the bottles discount and the promoter discount apart, what was paid and what is still due at the venue.
import { describe, expect, it } from 'vitest';
import { bottleOrderBreakdown } from '@venue/core/bottles/bottle-order-breakdown';
import { priceBottleOrder, type BottleQuote } from '@venue/core/bottles/bottle-pricing';
import { baseSettings, c, dollarOff, pct, taxedSettings } from '@venue/core/testing/bottle-test-fixtures';
import { eventNight, nightVenueOf } from '@venue/core/night/night-summary';
import type { FinancialSettings } from '@venue/core/venue/financial-settings.schema';
import * as he from '@venue/messages/he/invoice';
import * as heSummary from '@venue/messages/he/order-summary';
import type { StoredOrder } from '../store/orders.store';
import { pdfDrawnLines } from '../testing/pdf-drawn-lines';
import { pdfFonts } from '../testing/pdf-fonts';
import { pdfPieces } from '../testing/pdf-pieces';
import { pdfText } from '../testing/pdf-text';
import { buildInvoicePdf } from './invoice-pdf';

const at = new Date('2026-06-01T20:00:00Z');

function paidBottleOrder(settings: FinancialSettings): StoredOrder {
  const priced = priceBottleOrder({
    lines: [{ bottleId: 'don-julio', unitPrice: c(18000), quantity: 2 }],
    guests: 2,
    settings,
    promoter: dollarOff(2500),
  });
  const quote: BottleQuote = priced.ok ? priced.value : (undefined as never);
  return {
    id: 'bottles-1',
    kind: 'bottles',
    payload: {},
    lines: [{ itemId: 'don-julio', description: 'Don Julio 1942', quantity: 2, unitMinor: 18000, totalMinor: 36000 }],
    subtotalMinor: quote.subtotal,
    taxMinor: quote.tax?.amount ?? 0,
    serviceMinor: quote.service?.amount ?? 0,
    discountMinor: (quote.discount?.amount ?? 0) + quote.promoterDiscount,
    totalMinor: quote.total,
    dueMinor: quote.depositDueNow,
    breakdown: bottleOrderBreakdown(quote),
    secretHash: null,
    language: 'en',
    createdAt: at,
    status: 'paid',
    confirmedAt: at,
    paidAt: at,
    paymentRef: 'test-1',
    invoiceFile: 'inv-1.pdf',
    holdUntil: null,
  };
}

const invoiceText = async (order: StoredOrder) =>
  pdfText(await buildInvoicePdf(order, { name: 'Club', address: null, currency: '$', timeZone: 'America/New_York' }));

describe('the invoice PDF', () => {
  it('of an on-location deposit shows each charge paid at the venue with its rate and what is still due there', async () => {
    // Tax 8.875% and service 18% on bottles paid on location, a 10% bottles discount, a $25 promoter code, a $100 deposit.
    const settings: FinancialSettings = {
      ...baseSettings,
      tax: pct(8.875),
      taxItems: ['Food'],
      serviceCharge: pct(18),
      serviceChargeItems: ['Tickets'],
      bottlesDiscount: pct(10),
      bottlesDepositAmount: c(10000),
    };
    const lines = (await invoiceText(paidBottleOrder(settings))).split('\n');
    const from = lines.indexOf('Subtotal $360.00');
    expect(lines.slice(from)).toEqual([
      'Subtotal $360.00',
      'Discount (10%) -$36.00',
      'PROMOTER DISCOUNT -$25.00',
      'Total $299.00',
      'Tax (8.875%) paid at the venue $31.95',
      'Service charge (18%) paid at the venue $64.80',
      'Deposit paid $100.00',
      // 299.00 - 100.00 + 31.95 + 64.80
      'To pay at the venue $295.75',
      'The rest of your total, with tax and service charge, is paid at the venue.',
    ]);
  });

  it('of an order taxed online shows the tax and service lines with their rates', async () => {
    const lines = (await invoiceText(paidBottleOrder({ ...taxedSettings, bottlesDepositAmount: null }))).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['Tax (8.875%) $31.95', 'Service charge (20%) $72.00', 'Discount (10%) -$36.00', 'PROMOTER DISCOUNT -$25.00']),
    );
    expect(lines).toContain('Paid $402.95');
    expect(lines.some((line) => line.includes('at the venue'))).toBe(false);
  });

  it('of an English order is drawn with Helvetica, nothing embedded, unless a text needs more: ₪ is drawn, not "?"', async () => {
    const order = paidBottleOrder({ ...taxedSettings, bottlesDepositAmount: null });
    const dollars = await buildInvoicePdf(order, { name: 'Club', address: null, currency: '$', timeZone: 'America/New_York' });
    expect(await pdfFonts(dollars)).toEqual([
      { name: 'Helvetica', embeddedBytes: null },
      { name: 'Helvetica-Bold', embeddedBytes: null },
    ]);
    const shekels = await buildInvoicePdf(order, { name: 'Club', address: null, currency: '₪', timeZone: 'Asia/Jerusalem' });
    expect((await pdfText(shekels)).split('\n')).toEqual(expect.arrayContaining(['INVOICE', 'Total ₪402.95', 'Discount (10%) -₪36.00']));
    expect((await pdfFonts(shekels)).every((font) => font.name.startsWith('DejaVuSans') && font.embeddedBytes !== null)).toBe(true);
  });
});

describe('a Hebrew order’s invoice', () => {
  /** A Hebrew word as it stands on the page, drawn left to right: its letters reversed. */
  const drawn = (hebrew: string) => Array.from(hebrew).reverse().join('');
  /** Shekels as Hebrew writes them (Intl: the number, then the sign), drawn with the sign on the number's left. */
  const shekels = (minor: number) => {
    const [number, space, sign] = new Intl.NumberFormat('he', { style: 'currency', currency: 'ILS' })
      .format(minor / 100)
      .replace(/[\u200e\u200f]/g, '')
      .split(/(\s)/);
    return `${sign}${space}${number}`;
  };
  // An address the venue writes in English, its number first.
  const venue = { name: 'הבית', address: '12 Rothschild Blvd, Tel Aviv', currency: '₪', timeZone: 'Asia/Jerusalem' };
  const code = { code: 'VG1.abc.def', guestName: 'דנה אורחת', label: 'כניסה כללית', night: '2030-06-15' };
  const order: StoredOrder = { ...paidBottleOrder({ ...taxedSettings, bottlesDepositAmount: null }), language: 'he' };
  const A4_WIDTH = 595.28;

  it('reads right to left as a Hebrew reader reads it: the order number, the amounts and a Latin name left to right inside', async () => {
    const pdf = await buildInvoicePdf(order, venue, [code]);
    const lines = await pdfDrawnLines(pdf);
    expect(lines).toEqual(
      expect.arrayContaining([
        drawn(venue.name),
        venue.address,
        drawn(he.heading),
        `bottles-1 :${drawn('הזמנה')}`,
        // The table mirrored: the item at the right, the line's total at the left.
        [he.lineTotal, he.quantity, he.unitPrice, he.item].map(drawn).join(' '),
        `${shekels(36000)} 2 ${shekels(18000)} Don Julio 1942`,
        `${shekels(36000)} ${drawn(heSummary.subtotal)}`,
        // The rate's parentheses drawn mirrored, so they open towards the rate read right to left.
        `${shekels(3195)} (8.875%) ${drawn('מע״מ')}`,
        `${shekels(3600)}- (10%) ${drawn('הנחה')}`,
        `${shekels(40295)} ${drawn(heSummary.total)}`,
        // The code's characters read left to right.
        code.code,
      ]),
    );
    expect(lines.find((line) => line.endsWith(drawn('שולם:')))).toMatch(/^\(test-1\) /);
    // pdf.js gives the Hebrew lines back in reading order, so they can be found and copied.
    const text = (await pdfText(pdf)).split('\n');
    expect(text).toEqual(expect.arrayContaining([he.heading, he.orderLine('bottles-1'), he.forLine(he.kindBottles), code.guestName]));
  });

  it('stands at the right margin, its amounts in the left column, and embeds only the glyphs it uses', async () => {
    const pdf = await buildInvoicePdf(order, venue, [code]);
    const pieces = await pdfPieces(pdf);
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    const piece = (text: string) => pieces.find((p) => spaced(p.text) === spaced(text)) ?? { x: NaN, width: NaN };
    const rightEdge = (text: string) => piece(text).x + piece(text).width;
    for (const words of [he.heading, he.orderLine('bottles-1'), he.item, venue.address])
      expect(rightEdge(words)).toBeCloseTo(A4_WIDTH - 50, 0);
    // The guest's name beside the code's picture, which stands at the right.
    expect(rightEdge(code.guestName)).toBeCloseTo(A4_WIDTH - 240, 0);
    expect(piece(shekels(40295)).x).toBeCloseTo(A4_WIDTH - 545, 0);
    const fonts = await pdfFonts(pdf);
    expect(fonts.map((font) => font.name.replace(/-\d+$/, ''))).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
    // The whole regular font is 757 kB.
    for (const font of fonts) expect(font.embeddedBytes).toBeLessThan(40_000);
    expect(pdf.length).toBeLessThan(100_000);
  });
});

describe('the invoice of a night', () => {
  const event = {
    _id: 'ev1',
    name: 'Deep Nights',
    date: '2030-06-15',
    startTime: '10:00 PM',
    endTime: '4:00 AM',
    location: 'Main Room',
    minimumAge: 21,
  };
  const address = '245 Kent Avenue, Unit 4, between North 10th and North 11th Streets, Williamsburg, Brooklyn, NY 11249';
  const venue = nightVenueOf({ name: 'Club', general: { address, currency: '$' } });

  it('says what, when, how many and where, as the confirmation does, a long place wrapped on the page', async () => {
    const order: StoredOrder = { ...paidBottleOrder({ ...taxedSettings, bottlesDepositAmount: null }), id: 'tickets-1', kind: 'tickets' };
    const night = eventNight(event, venue, 3);
    const pdf = await buildInvoicePdf(order, { name: 'Club', address, currency: '$', timeZone: 'America/New_York' }, [], night);
    const lines = (await pdfText(pdf)).split('\n');
    const from = lines.indexOf('For: Event tickets');
    expect(lines.slice(from + 1, from + 4)).toEqual(['Event: Deep Nights', 'When: Sat 06/15/2030 · 10:00 PM to 4:00 AM', 'Tickets: 3']);
    const where = lines.slice(
      from + 4,
      lines.findIndex((line) => line.startsWith('Ordered: ')),
    );
    expect(where.length).toBeGreaterThan(1);
    expect(where.join(' ')).toBe(`Where: Main Room, Club, ${address}`);
    // What to bring is for the door, not for the record of what was bought.
    expect(lines.some((line) => line.startsWith('Bring'))).toBe(false);
  });

  it('names each code’s night as the site does', async () => {
    const code = { code: 'VG1.abc.def', guestName: 'Dana Guest', label: 'General Admission', night: '2030-06-15' };
    const pdf = await buildInvoicePdf(
      paidBottleOrder(taxedSettings),
      { name: 'Club', address: null, currency: '$', timeZone: 'America/New_York' },
      [code],
    );
    expect((await pdfText(pdf)).split('\n')).toContain('Night of Sat 06/15/2030');
  });
});
