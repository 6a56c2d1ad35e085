import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Minor } from '../money/minor-units';
import type { Percent } from '../money/percent';
import { decodeWith } from '../shared/decode';
import { chargeableItems } from '../venue/financial-settings.schema';
import { GiftCardPayload } from './gift-card.schema';
import { quoteOrder } from './order-pricing';
import { TicketOrderPayload } from './ticket-order.schema';

const settings = {
  tax: 8.875 as Percent,
  taxItems: ['Tickets' as const],
  serviceCharge: 20 as Percent,
  serviceChargeItems: ['Food' as const],
};
const line = fc.record({
  itemId: fc.string(),
  name: fc.string(),
  quantity: fc.integer({ min: 1, max: 99 }),
  unitPrice: fc.integer({ min: 0, max: 100_000 }).map((n) => n as Minor),
});

describe('quoteOrder', () => {
  it('taxes only the kinds the tax list names, rounding up', () => {
    const quote = quoteOrder('Tickets', [{ itemId: 'ga', name: 'GA', quantity: 2, unitPrice: 2500 as Minor }], settings);
    expect(quote).toMatchObject({ subTotal: 5000, tax: 444, serviceCharge: 0, total: 5444 });
    expect(quoteOrder('Gift Cards', [{ itemId: 'g', name: 'G', quantity: 1, unitPrice: 5000 as Minor }], settings)).toMatchObject({
      tax: 0,
      serviceCharge: 0,
      total: 5000,
    });
  });

  it('property: total = SUB TOTAL - discount + tax + service, never negative, discount capped at SUB TOTAL', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...chargeableItems),
        fc.array(line, { maxLength: 6 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (item, lines, discount) => {
          const quote = quoteOrder(item, lines, settings, discount as Minor);
          expect(quote.subTotal).toBe(lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0));
          expect(quote.discount).toBe(Math.min(discount, quote.subTotal));
          expect(quote.total).toBe(quote.subTotal - quote.discount + quote.tax + quote.serviceCharge);
          expect(quote.total).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('order payload schemas', () => {
  it('name the bad field', () => {
    const ticket = decodeWith(TicketOrderPayload, 'POST new-ticket-order');
    const good = {
      eventId: 'e',
      tickets: [{ ticketId: 't', quantity: 1 }],
      clientName: 'Dana Guest',
      clientEmail: 'dana@example.com',
      clientPhoneNumber: '+12125550123',
    };
    expect(ticket(good).ok).toBe(true);
    expect(ticket({ ...good, clientPhoneNumber: '555' })).toMatchObject({ ok: false, error: { path: 'clientPhoneNumber' } });
    expect(ticket({ ...good, tickets: [] })).toMatchObject({ ok: false, error: { path: 'tickets' } });
    const gift = decodeWith(GiftCardPayload, 'POST submit-gift-card');
    const card = {
      amount: 50,
      senderName: 'Dana Guest',
      senderEmail: 'dana@example.com',
      recipientName: 'Rory Friend',
      recipientEmail: 'rory@example.com',
    };
    expect(gift(card).ok).toBe(true);
    // A whole amount of the major unit; the venue's own range is its rule (gift-card-amounts.ts).
    for (const amount of [0, -5, 10.5, 10_000_000])
      expect(gift({ ...card, amount })).toMatchObject({ ok: false, error: { path: 'amount' } });
  });

  it('property: decoding arbitrary JSON never throws', () => {
    const ticket = decodeWith(TicketOrderPayload, 'fuzz');
    fc.assert(fc.property(fc.jsonValue(), (value) => void ticket(value)));
  });
});
