// fast-check: a bottle order as the venue stores it (totals and breakdown from one quote) reads the
// same on the payment page, the confirmation and the invoice, and every figure adds up to the cent.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bottleOrderBreakdown } from '../bottles/bottle-order-breakdown';
import { priceBottleOrder, type BottleQuote } from '../bottles/bottle-pricing';
import { addMinor, ZERO_MINOR } from '../money/minor-units';
import { guestsArb, linesArb, onLocationSettings, promoterArb, settingsArb } from '../testing/bottle-test-fixtures';
import { pendingOrder } from '../testing/controlled-payment';
import { confirmationView } from './confirmation';
import { atVenueChargeRows, orderSummaryRows, paymentFigures, paymentStateOf } from './payment-due';
import type { PayableOrder } from './payment.port';

/** The order the venue stores for a quote (apps/venue-api bottle-orders.routes.ts does the same). */
function orderOf(quote: BottleQuote, status: PayableOrder['status']): PayableOrder {
  return pendingOrder({
    status,
    subTotal: quote.subtotal,
    tax: quote.tax?.amount ?? ZERO_MINOR,
    serviceCharge: quote.service?.amount ?? ZERO_MINOR,
    discount: addMinor(quote.discount?.amount ?? ZERO_MINOR, quote.promoterDiscount),
    total: quote.total,
    amountDue: quote.depositDueNow ?? quote.total,
    breakdown: bottleOrderBreakdown(quote),
  });
}

const quoteArb = fc
  .record({ lines: linesArb, guests: guestsArb, settings: fc.oneof(settingsArb, fc.constant(onLocationSettings)), promoter: promoterArb })
  .map((input) => priceBottleOrder(input))
  .filter((result) => result.ok)
  .map((result) => (result.ok ? result.value : (undefined as never)));

const signed = (row: { amount: number; negative?: boolean }) => (row.negative ? -row.amount : row.amount);

describe('a bottle order, on every page', () => {
  it('lists rows that add up to its Total, the promoter discount apart from the bottles discount', () => {
    fc.assert(
      fc.property(quoteArb, (quote) => {
        const rows = orderSummaryRows(orderOf(quote, 'Pending'));
        const total = rows.at(-1)!;
        expect(total).toEqual({ key: 'total', percent: null, amount: quote.total });
        expect(rows.slice(0, -1).reduce((sum, row) => sum + signed(row), 0)).toBe(quote.total);
        const promoterRow = rows.find((row) => row.key === 'promoter');
        expect(promoterRow?.amount ?? 0).toBe(quote.promoterDiscount);
        const discountRow = rows.find((row) => row.key === 'discount');
        expect(discountRow?.amount ?? 0).toBe(quote.discount?.amount ?? 0);
        if (discountRow) expect(discountRow.percent).toBe(quote.discount!.percent);
      }),
    );
  });

  it('says the same amount at the venue before and after paying: the rest plus tax and service, to the cent', () => {
    fc.assert(
      fc.property(quoteArb, (quote) => {
        const pending = orderOf(quote, 'Pending');
        const onLocation = quote.onLocation?.amount ?? 0;
        const figures = paymentFigures(pending)!;
        expect(figures.dueNow + figures.atVenue).toBe(quote.total + onLocation);
        expect(atVenueChargeRows(pending).reduce((sum, row) => sum + row.amount, 0)).toBe(onLocation);
        const state = paymentStateOf(pending);
        const paid = confirmationView(
          { type: 'bottles', order: { orderType: 'bottles', orderId: pending.orderId, orderSecret: null } },
          orderOf(quote, 'Paid'),
        );
        expect(paid.kind).toBe('done');
        if (state.kind === 'payable' && paid.kind === 'done') expect(paid.figures).toEqual(state.figures);
      }),
    );
  });
});
