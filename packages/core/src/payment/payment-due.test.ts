import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Minor } from '../money/minor-units';
import { pendingOrder } from '../testing/controlled-payment';
import { atVenueChargeRows, atVenueNote, dueRows, orderSummaryRows, paymentFigures, paymentStateOf } from './payment-due';

const c = (n: number) => n as Minor;

describe('what an order asks of the guest', () => {
  it('charges the deposit now and leaves the rest to the venue', () => {
    const figures = paymentFigures(pendingOrder({ total: c(12000), amountDue: c(4000) }));
    expect(figures).toEqual({ total: 12000, dueNow: 4000, isDeposit: true, onLocationCharge: 0, atVenue: 8000 });
    expect(dueRows(figures!, 'due')).toEqual([
      { key: 'depositDueNow', percent: null, amount: 4000 },
      { key: 'atVenue', percent: null, amount: 8000 },
    ]);
    expect(dueRows(figures!, 'paid')[0]).toEqual({ key: 'depositPaid', percent: null, amount: 4000 });
    expect(atVenueNote(figures!)).toBe('rest');
  });

  it('charges the whole total when there is no deposit, plus any on-location charge at the venue', () => {
    const whole = paymentFigures(pendingOrder({ total: c(5000), amountDue: c(5000) }))!;
    expect(dueRows(whole, 'due')).toEqual([{ key: 'dueNow', percent: null, amount: 5000 }]);
    expect(atVenueNote(whole)).toBeNull();
    const onLocation = paymentFigures(pendingOrder({ total: c(5000), amountDue: c(5000) }), c(1150))!;
    expect(onLocation).toMatchObject({ dueNow: 5000, isDeposit: false, atVenue: 1150 });
    expect(atVenueNote(onLocation)).toBe('charges');
    const both = paymentFigures(pendingOrder({ total: c(5000), amountDue: c(1000) }), c(1150))!;
    expect(both.atVenue).toBe(5150);
    expect(atVenueNote(both)).toBe('restWithCharges');
  });

  it('offers no form for a paid, cancelled or priceless order', () => {
    expect(paymentStateOf(pendingOrder({ status: 'Paid' }))).toEqual({ kind: 'paid' });
    expect(paymentStateOf(pendingOrder({ status: 'Cancelled' }))).toEqual({ kind: 'cancelled' });
    expect(paymentStateOf(pendingOrder({ total: null, amountDue: null }))).toEqual({ kind: 'nothingToPay' });
    expect(paymentStateOf(pendingOrder({ total: c(0), amountDue: c(0) }))).toEqual({ kind: 'nothingToPay' });
    expect(paymentStateOf(pendingOrder({ status: 'Confirmed' })).kind).toBe('payable');
  });

  it('lists the venue figures, discounts as negative, empty lines left out', () => {
    expect(
      orderSummaryRows(pendingOrder({ subTotal: c(10000), tax: c(800), serviceCharge: c(0), discount: c(1000), total: c(9800) })),
    ).toEqual([
      { key: 'subtotal', percent: null, amount: 10000 },
      { key: 'tax', percent: null, amount: 800 },
      { key: 'discount', percent: null, amount: 1000, negative: true },
      { key: 'total', percent: null, amount: 9800 },
    ]);
    expect(orderSummaryRows(pendingOrder({ total: null }))).toEqual([]);
  });

  it("with the venue's breakdown: rates on each line, the promoter discount apart, charges paid at the venue", () => {
    const onLocation = { tax: { percent: 8.875, amount: c(3195) }, service: { percent: 18, amount: c(6480) } } as never;
    const order = pendingOrder({
      subTotal: c(36000),
      tax: c(0),
      serviceCharge: c(0),
      discount: c(6100),
      total: c(29900),
      amountDue: c(10000),
      breakdown: { taxPercent: null, servicePercent: null, discountPercent: 10 as never, promoterDiscount: c(2500), onLocation },
    });
    expect(orderSummaryRows(order)).toEqual([
      { key: 'subtotal', percent: null, amount: 36000 },
      { key: 'discount', percent: 10, amount: 3600, negative: true },
      { key: 'promoter', percent: null, amount: 2500, negative: true },
      { key: 'total', percent: null, amount: 29900 },
    ]);
    expect(atVenueChargeRows(order)).toEqual([
      { key: 'taxAtVenue', percent: 8.875, amount: 3195 },
      { key: 'serviceAtVenue', percent: 18, amount: 6480 },
    ]);
    // The venue's figure wins over what the checkout stored.
    expect(paymentFigures(order, c(1))).toMatchObject({ onLocationCharge: 9675, atVenue: 19900 + 9675 });
  });

  it('always adds up: due now plus the rest at the venue is the total plus the on-location charge', () => {
    const cents = fc.integer({ min: 0, max: 1_000_000 }).map(c);
    fc.assert(
      fc.property(cents, cents, fc.option(cents, { nil: null }), (a, b, onLocation) => {
        const [due, total] = a <= b ? [a, b] : [b, a];
        const figures = paymentFigures(pendingOrder({ total, amountDue: due }), onLocation)!;
        expect(figures.dueNow + figures.atVenue).toBe(total + (onLocation ?? 0));
        expect(figures.isDeposit).toBe(due < total);
      }),
    );
  });
});
