import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_MINOR } from '../money/minor-units';
import { priceBottleOrder, type BottlePricingInput, type BottleQuote, type PricingLine } from './bottle-pricing';
import {
  baseSettings,
  c,
  dollarOff,
  guestsArb,
  linesArb,
  onLocationSettings,
  pct,
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

const greyGoose = (quantity: number): PricingLine => ({ bottleId: 'grey-goose', unitPrice: c(27500), quantity });
const moet = (quantity: number): PricingLine => ({ bottleId: 'moet', unitPrice: c(19500), quantity });
const donJulio = (quantity: number): PricingLine => ({ bottleId: 'don-julio-1942', unitPrice: c(18000), quantity });

const inputArb = fc.record({ lines: linesArb, guests: guestsArb, settings: settingsArb, promoter: promoterArb });

describe('priceBottleOrder: worked example 1, Bottles taxed (docs/pricing.md)', () => {
  const result = quote({ lines: [greyGoose(1), moet(1)], guests: 4, settings: taxedSettings, promoter: dollarOff(2500) });

  it('computes every row of the summary', () => {
    expect(result).toEqual({
      bottleCount: 2,
      tableMinimum: 40000,
      subtotal: 47000,
      remaining: 0,
      canCheckout: true,
      tax: { percent: 8.875, amount: 4172 }, // 4171.25 rounded up
      service: { percent: 20, amount: 9400 },
      discount: { percent: 10, amount: 4700 },
      promoterDiscount: 2500,
      totalBeforePromoter: 55872,
      total: 53372,
      onLocation: null,
      depositDueNow: 10000,
    });
  });

  it("gives the promoter popup's figures", () => {
    expect([result.promoterDiscount, result.total]).toEqual([2500, 53372]);
  });

  it('keeps a remaining minimum until the table minimum is met', () => {
    const short = quote({ lines: [greyGoose(1)], guests: 4, settings: taxedSettings, promoter: null });
    expect(short).toMatchObject({ tableMinimum: 40000, subtotal: 27500, remaining: 12500, canCheckout: false });
  });
});

describe('priceBottleOrder: worked example 2, Bottles paid on location (docs/pricing.md)', () => {
  const result = quote({ lines: [donJulio(2)], guests: 2, settings: onLocationSettings, promoter: percentOff(10) });

  it('charges no tax or service online and reports them as paid on location', () => {
    expect(result).toEqual({
      bottleCount: 2,
      tableMinimum: 30000,
      subtotal: 36000,
      remaining: 0,
      canCheckout: true,
      tax: null,
      service: null,
      discount: null,
      promoterDiscount: 3600,
      totalBeforePromoter: 36000,
      total: 32400,
      onLocation: { taxPercent: 8.875, servicePercent: 18, tax: 3195, service: 6480, amount: 9675 },
      depositDueNow: null,
    });
  });
});

describe('priceBottleOrder: the pricing rules', () => {
  it('taxes only when Bottles is a tax item and tax is above 0', () => {
    const lines = [moet(1)];
    expect(quote({ lines, guests: 1, settings: { ...taxedSettings, tax: pct(0) }, promoter: null }).tax).toBeNull();
    expect(quote({ lines, guests: 1, settings: { ...taxedSettings, taxItems: ['Food'] }, promoter: null }).tax).toBeNull();
  });

  it('shows service whenever Bottles is a service-charge item, and nothing on location when Bottles is in one list', () => {
    const result = quote({
      lines: [moet(1)],
      guests: 1,
      settings: { ...taxedSettings, taxItems: [], serviceCharge: pct(0) },
      promoter: null,
    });
    expect(result.service).toEqual({ percent: 0, amount: 0 });
    expect(result.tax).toBeNull();
    expect(result.onLocation).toBeNull();
  });

  it('never lets the promoter discount exceed what is left of the subtotal', () => {
    const result = quote({
      lines: [moet(1)],
      guests: 1,
      settings: { ...baseSettings, bottlesDiscount: pct(90) },
      promoter: dollarOff(100000),
    });
    expect(result).toMatchObject({ subtotal: 19500, discount: { amount: 17550 }, promoterDiscount: 1950, total: 0 });
  });

  it('needs at least one bottle even without a minimum', () => {
    expect(quote({ lines: [], guests: 3, settings: baseSettings, promoter: null })).toMatchObject({ remaining: 0, canCheckout: false });
  });

  it('caps the deposit at the total', () => {
    const result = quote({ lines: [moet(1)], guests: 1, settings: { ...baseSettings, bottlesDepositAmount: c(50000) }, promoter: null });
    expect(result.depositDueNow).toBe(19500);
    expect(
      quote({ lines: [moet(1)], guests: 1, settings: { ...baseSettings, bottlesDepositAmount: c(0) }, promoter: null }).depositDueNow,
    ).toBeNull();
  });

  it('turns bad input into a typed error', () => {
    const bad = (input: Partial<BottlePricingInput>) =>
      priceBottleOrder({ lines: [moet(1)], guests: 2, settings: baseSettings, promoter: null, ...input });
    expect(bad({ lines: [moet(-1)] })).toMatchObject({ ok: false, error: { reason: 'invalid-quantity' } });
    expect(bad({ lines: [moet(1.5)] })).toMatchObject({ ok: false, error: { reason: 'invalid-quantity' } });
    expect(bad({ lines: [{ bottleId: 'x', unitPrice: c(Number.NaN), quantity: 1 }] })).toMatchObject({
      ok: false,
      error: { reason: 'invalid-price' },
    });
    expect(bad({ lines: [{ bottleId: 'x', unitPrice: c(-100), quantity: 1 }] })).toMatchObject({
      ok: false,
      error: { reason: 'invalid-price' },
    });
    expect(bad({ guests: 21 })).toMatchObject({ ok: false, error: { reason: 'invalid-guests' } });
    expect(bad({ settings: { ...baseSettings, tax: pct(Number.NaN) } })).toMatchObject({ ok: false, error: { reason: 'invalid-setting' } });
    const unknownItem = { ...baseSettings, taxItems: ['Hats'] } as unknown as typeof baseSettings;
    expect(bad({ settings: unknownItem })).toMatchObject({ ok: false, error: { reason: 'invalid-setting' } });
    expect(bad({ promoter: { promotionId: 'p', discountType: '%', discountAmount: pct(150) } })).toMatchObject({
      ok: false,
      error: { reason: 'invalid-promoter-discount' },
    });
  });
});

describe('priceBottleOrder: properties', () => {
  it('property: no amount is ever negative or fractional', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const q = quote(input);
        const amounts = [
          q.tableMinimum,
          q.subtotal,
          q.remaining,
          q.promoterDiscount,
          q.totalBeforePromoter,
          q.total,
          q.tax?.amount ?? 0,
          q.service?.amount ?? 0,
          q.discount?.amount ?? 0,
          q.onLocation?.amount ?? 0,
          q.depositDueNow ?? 0,
        ];
        for (const amount of amounts) expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
      }),
    );
  });

  it('property: total = subtotal + tax + service - discount - promoter discount', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const q = quote(input);
        expect(q.total).toBe(q.subtotal + (q.tax?.amount ?? 0) + (q.service?.amount ?? 0) - (q.discount?.amount ?? 0) - q.promoterDiscount);
        expect(q.totalBeforePromoter - q.promoterDiscount).toBe(q.total);
      }),
    );
  });

  it('property: the promoter discount never exceeds the subtotal', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const q = quote(input);
        expect(q.promoterDiscount).toBeLessThanOrEqual(q.subtotal);
        if (input.promoter === null) expect(q.promoterDiscount).toBe(0);
      }),
    );
  });

  it('property: remaining is 0 exactly when the subtotal meets the table minimum', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const q = quote(input);
        expect(q.remaining === 0).toBe(q.subtotal >= q.tableMinimum);
        expect(q.remaining).toBe(Math.max(0, q.tableMinimum - q.subtotal));
        expect(q.canCheckout).toBe(q.remaining === 0 && q.bottleCount >= 1);
      }),
    );
  });

  it('property: tax, service and on-location rows follow the item lists', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const q = quote(input);
        const taxed = input.settings.taxItems.includes('Bottles');
        const serviced = input.settings.serviceChargeItems.includes('Bottles');
        expect(q.tax !== null).toBe(taxed && input.settings.tax > 0);
        expect(q.service !== null).toBe(serviced);
        expect(q.onLocation !== null).toBe(!taxed && !serviced);
        if (q.onLocation) expect(q.onLocation.amount).toBe(q.onLocation.tax + q.onLocation.service);
      }),
    );
  });

  it('property: the deposit due now is never more than the total', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const q = quote(input);
        if (q.depositDueNow !== null) expect(q.depositDueNow).toBeLessThanOrEqual(q.total);
      }),
    );
  });

  it('property: any number as a quantity or price gives a Result, never a throw', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double(), fc.integer()),
        fc.oneof(fc.double(), fc.maxSafeInteger(), fc.integer()),
        guestsArb,
        (quantity, price, guests) => {
          const result = priceBottleOrder({
            lines: [{ bottleId: 'x', unitPrice: c(price), quantity }],
            guests,
            settings: baseSettings,
            promoter: null,
          });
          const validQuantity = Number.isInteger(quantity) && quantity >= 0 && quantity <= 99;
          const validPrice = Number.isInteger(price) && price >= 0 && price <= MAX_AMOUNT_MINOR;
          expect(result.ok).toBe(validQuantity && validPrice);
        },
      ),
    );
  });
});
