// The invoice as a PDF reader reads it (pdf.js, testing/pdf-text.ts): the night it is for, every line with its rate,
// the bottles discount and the promoter discount apart, what was paid and what is still due at the venue.
import { describe, expect, it } from 'vitest';
import { bottleOrderBreakdown } from '@venue/core/bottles/bottle-order-breakdown';
import { priceBottleOrder, type BottleQuote } from '@venue/core/bottles/bottle-pricing';
import { baseSettings, c, dollarOff, pct, taxedSettings } from '@venue/core/testing/bottle-test-fixtures';
import { eventNight, nightVenueOf } from '@venue/core/night/night-summary';
import type { FinancialSettings } from '@venue/core/venue/financial-settings.schema';
import type { StoredOrder } from '../store/orders.store';
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
