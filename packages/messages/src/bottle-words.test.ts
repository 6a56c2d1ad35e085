// The bottle pages' English words the product brief gives, character for character (docs/product.md#error-messages),
// and the sentences the pages build from core's data.
import { describe, expect, it } from 'vitest';
import * as checkout from './en/bottle-checkout';
import * as bottles from './en/bottles';
import { percent } from './en/numbers';
import * as promoter from './en/promoter-discount';

describe('the bottle pages in English', () => {
  it('copy the given texts word for word', () => {
    expect(bottles.missingSelection).toBe('Please Select Date, Time & Guests Count');
    expect(bottles.minimumCharge).toBe(
      'To complete check out,you must meet the minimum charge per table. *Click on the Up button (+) next to the bottles you want buy, click on Check-out to make payment.',
    );
    expect(promoter.promoterWon('$36.00', '$324.00').join('')).toBe(
      'Congratulation ... You WON $36.00 Discount, Total Amount Is : $324.00',
    );
    expect([
      checkout.subtotalRow,
      checkout.taxRow(percent(8.875)),
      checkout.servicesRow(percent(20)),
      checkout.discountRow(percent(10)),
    ]).toEqual(['SUB TOTAL', 'Tax (8.875%)', 'Services (20%)', 'Discount (10%)']);
    expect([checkout.promoterDiscountRow, checkout.totalRow, checkout.depositRow]).toEqual([
      'PROMOTER DISCOUNT',
      'Total',
      'Deposit Due Now',
    ]);
  });

  it('write the on-location note of worked example 2', () => {
    expect(checkout.onLocationNote(percent(8.875), percent(18), '$96.75').join('')).toBe(
      'Tax (8.875%) and service charge (18%), $96.75 in total, will be paid on location. Please bring a matching ID and the credit card used for this order to the venue to verify the payment authorization.',
    );
  });

  it('list what the all-in estimate includes', () => {
    expect(bottles.allInEstimate('$X', true, true, percent(10)).join('')).toBe('about $X with tax, service and 10% off');
    expect(bottles.allInEstimate('$212.31', true, false, null).join('')).toBe('about $212.31 with tax');
    expect(bottles.allInEstimate('$X', true, true, null).join('')).toBe('about $X with tax and service');
    expect(bottles.allInEstimate('$X', false, false, percent(5)).join('')).toBe('about $X with 5% off');
  });

  it('count bottles', () => {
    expect([bottles.bottleCount(1), bottles.bottleCount(3)]).toEqual(['1 bottle', '3 bottles']);
  });
});

describe('the closed weekdays under the date field', () => {
  it('names them as the brief writes it in English, in the order given', async () => {
    const en = await import('./en/bottles');
    expect(en.closedOn([1])).toBe('We are closed on Mondays.');
    expect(en.closedOn([1, 2, 0])).toBe('We are closed on Mondays, Tuesdays and Sundays.');
    const fr = await import('./fr/bottles');
    expect(fr.closedOn([1, 2])).toBe('Nous sommes fermés le lundi et le mardi.');
  });
});
