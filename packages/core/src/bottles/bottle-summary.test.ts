import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceBottleOrder, type BottlePricingInput, type BottleQuote, type PricingLine } from './bottle-pricing';
import { bottleSummaryRows } from './bottle-summary';
import {
  baseSettings,
  c,
  dollarOff,
  guestsArb,
  linesArb,
  onLocationSettings,
  percentOff,
  promoterArb,
  settingsArb,
  taxedSettings,
} from '../testing/bottle-test-fixtures';

function quote(input: BottlePricingInput): BottleQuote {
  const result = priceBottleOrder(input);
  if (!result.ok) throw new Error(`unexpected pricing error ${result.error.reason}`);
  return result.value;
}

const greyGoose: PricingLine = { bottleId: 'grey-goose', unitPrice: c(27500), quantity: 1 };
const moet: PricingLine = { bottleId: 'moet', unitPrice: c(19500), quantity: 1 };
const donJulio: PricingLine = { bottleId: 'don-julio-1942', unitPrice: c(18000), quantity: 2 };

const shown = (rows: ReturnType<typeof bottleSummaryRows>) =>
  rows.map(({ key, percent, amount, deducted, before }) => [key, percent, amount, deducted, before]);

describe('bottleSummaryRows (docs/pricing.md worked examples)', () => {
  it('example 1, Bottles taxed online, with a valid $25 promoter code: every row, the old total beside the new', () => {
    const rows = bottleSummaryRows(
      quote({ lines: [greyGoose, moet], guests: 4, settings: taxedSettings, promoter: dollarOff(2500) }),
      taxedSettings,
      true,
    );
    expect(shown(rows)).toEqual([
      ['subtotal', null, 47000, false, null],
      ['tax', 8.875, 4172, false, null],
      ['service', 20, 9400, false, null],
      ['discount', 10, 4700, true, null],
      ['promoter', null, 2500, true, null],
      ['total', null, 53372, false, 55872],
      ['deposit', null, 10000, false, null],
    ]);
  });

  it('example 2, Bottles paid on location, without a code: no Tax or Services row, Discount and PROMOTER DISCOUNT at 0', () => {
    const rows = bottleSummaryRows(
      quote({ lines: [donJulio], guests: 2, settings: onLocationSettings, promoter: null }),
      onLocationSettings,
      false,
    );
    expect(shown(rows)).toEqual([
      ['subtotal', null, 36000, false, null],
      ['discount', 0, 0, true, null],
      ['promoter', null, 0, true, null],
      ['total', null, 36000, false, null],
    ]);
  });

  it('example 2 with the 10 % code: the promoter discount and both totals', () => {
    const rows = bottleSummaryRows(
      quote({ lines: [donJulio], guests: 2, settings: onLocationSettings, promoter: percentOff(10) }),
      onLocationSettings,
      true,
    );
    expect(rows.find((row) => row.key === 'promoter')?.amount).toBe(3600);
    expect(rows.find((row) => row.key === 'total')).toMatchObject({ amount: 32400, before: 36000 });
  });

  it('shows Services at 0 % when Bottles is a service-charge item, and no Tax row at 0 %', () => {
    const settings = { ...baseSettings, taxItems: ['Bottles' as const], serviceChargeItems: ['Bottles' as const] };
    const keys = bottleSummaryRows(quote({ lines: [moet], guests: 1, settings, promoter: null }), settings, false).map((row) => row.key);
    expect(keys).toEqual(['subtotal', 'service', 'discount', 'promoter', 'total']);
  });

  it('property: the rows add up to the total, and the deposit never exceeds it', () => {
    fc.assert(
      fc.property(linesArb, guestsArb, settingsArb, promoterArb, (lines, guests, settings, promoter) => {
        const priced = priceBottleOrder({ lines, guests, settings, promoter });
        if (!priced.ok) return;
        const rows = bottleSummaryRows(priced.value, settings, promoter !== null);
        const charged = rows
          .filter((row) => !['total', 'deposit'].includes(row.key))
          .reduce((sum, row) => sum + (row.deducted ? -row.amount : row.amount), 0);
        const total = rows.find((row) => row.key === 'total');
        expect(charged).toBe(total?.amount);
        const deposit = rows.find((row) => row.key === 'deposit');
        if (deposit) expect(deposit.amount).toBeLessThanOrEqual(priced.value.total);
      }),
    );
  });
});
