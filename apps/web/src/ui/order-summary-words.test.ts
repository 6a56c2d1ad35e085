import { describe, expect, it } from 'vitest';
import { atVenueChargeRows, atVenueNote, dueRows, orderSummaryRows, paymentFigures } from '@venue/core/payment/payment-due';
import type { Minor } from '@venue/core/money/minor-units';
import { pendingOrder } from '@venue/core/testing/controlled-payment';
import { atVenueNoteText, summaryRowLabel } from './order-summary-words';

const c = (n: number) => n as Minor;

describe("an order's figures in English, as the payment page has always said them", () => {
  it('names each row with its rate, the promoter discount apart, the charges paid at the venue', () => {
    const onLocation = { tax: { percent: 8.875, amount: c(3195) }, service: { percent: 18, amount: c(6480) } } as never;
    const order = pendingOrder({
      subTotal: c(36000),
      tax: c(800),
      serviceCharge: c(0),
      discount: c(6100),
      total: c(29900),
      amountDue: c(10000),
      breakdown: { taxPercent: 8 as never, servicePercent: null, discountPercent: 10 as never, promoterDiscount: c(2500), onLocation },
    });
    const figures = paymentFigures(order)!;
    const rows = [...orderSummaryRows(order), ...atVenueChargeRows(order), ...dueRows(figures, 'due')];
    expect(rows.map(summaryRowLabel)).toEqual([
      'Subtotal',
      'Tax (8%)',
      'Discount (10%)',
      'PROMOTER DISCOUNT',
      'Total',
      'Tax (8.875%) paid at the venue',
      'Service charge (18%) paid at the venue',
      'Deposit due now',
      'To pay at the venue',
    ]);
    expect(dueRows(figures, 'paid').map(summaryRowLabel)).toEqual(['Deposit paid', 'To pay at the venue']);
    expect(atVenueNoteText[atVenueNote(figures)!]).toBe('The rest of your total, with tax and service charge, is paid at the venue.');
  });

  it('leaves the rate out when the venue gave none, and words a whole payment', () => {
    const order = pendingOrder({
      subTotal: c(5000),
      tax: c(400),
      serviceCharge: c(900),
      discount: c(0),
      total: c(6300),
      amountDue: c(6300),
    });
    expect(orderSummaryRows(order).map(summaryRowLabel)).toEqual(['Subtotal', 'Tax', 'Service charge', 'Total']);
    expect(dueRows(paymentFigures(order)!, 'due').map(summaryRowLabel)).toEqual(['Due now']);
    expect(dueRows(paymentFigures(order)!, 'paid').map(summaryRowLabel)).toEqual(['Paid']);
    expect(atVenueNoteText.rest).toBe('The rest of your total is paid at the venue.');
    expect(atVenueNoteText.charges).toBe('Tax and service charge are paid at the venue.');
  });
});
