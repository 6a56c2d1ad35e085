// Every pricing rule over currencies of each kind (docs/pricing.md#currencies-of-each-kind): amounts
// are whole minor units of the venue's currency, so a yen total has no decimals and a dinar total
// three, and each rounding is to that currency's own minor unit.
import { Schema } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceBottleOrder } from '../bottles/bottle-pricing';
import { quoteOrder } from '../orders/order-pricing';
import { decodeWith } from '../shared/decode';
import { percentArb, settingsArb } from '../testing/bottle-test-fixtures';
import { currencyKindArb, priceIn, type CurrencyKind } from '../testing/currency-kinds';
import { chargeableItems } from '../venue/financial-settings.schema';
import type { MinorExponent } from './currency-exponent';
import type { Minor } from './minor-units';
import { moneyFromMajorIn } from './money.schema';
import { percentOf, type Percent } from './percent';

const decoders = new Map([0, 2, 3].map((exponent) => [exponent, decodeWith(moneyFromMajorIn(exponent as MinorExponent), 'test')]));

/** An amount as the wire carries it in that currency, and back: the trip only succeeds for whole minor units. */
function throughTheWire(amount: Minor, exponent: MinorExponent) {
  const major = Schema.encodeSync(moneyFromMajorIn(exponent))(amount);
  return { major, decoded: decoders.get(exponent)?.(major) };
}

const expectWireSafe = (amounts: readonly (Minor | null)[], currency: CurrencyKind) => {
  for (const amount of amounts) {
    if (amount === null) continue;
    expect(Number.isSafeInteger(amount)).toBe(true);
    expect(throughTheWire(amount, currency.exponent).decoded).toEqual({ ok: true, value: amount });
  }
};

describe('percentOf in each kind of currency', () => {
  it('rounds up to the next yen, cent or fils', () => {
    expect(percentOf(1234 as Minor, 10 as Percent)).toBe(124); // ¥123.4 -> ¥124
    expect(percentOf(1234 as Minor, 8.875 as Percent)).toBe(110); // €1.095175 -> €1.10
    expect(percentOf(12345 as Minor, 8.875 as Percent)).toBe(1096); // 1.09561875 KWD -> 1.096 KWD
    expect(throughTheWire(124 as Minor, 0).major).toBe(124);
    expect(throughTheWire(1096 as Minor, 3).major).toBe(1.096);
  });

  it('property: never below the exact share and less than one minor unit above it, whatever the currency', () => {
    fc.assert(
      fc.property(
        currencyKindArb.chain((currency) => fc.tuple(fc.constant(currency), priceIn(currency), percentArb)),
        ([currency, amount, percent]) => {
          const share = percentOf(amount, percent);
          const exactTimesMillion = BigInt(amount) * BigInt(Math.round(percent * 10_000));
          expect(BigInt(share) * 1_000_000n >= exactTimesMillion).toBe(true);
          expect((BigInt(share) - 1n) * 1_000_000n < exactTimesMillion).toBe(true);
          expectWireSafe([share], currency);
        },
      ),
    );
  });
});

describe('an order (tickets, food, gift card, coat check) in each kind of currency', () => {
  const orderArb = currencyKindArb.chain((currency) =>
    fc.record({
      currency: fc.constant(currency),
      item: fc.constantFrom(...chargeableItems),
      lines: fc.array(
        fc.record({ itemId: fc.string(), name: fc.string(), quantity: fc.integer({ min: 1, max: 20 }), unitPrice: priceIn(currency) }),
        { maxLength: 6 },
      ),
      settings: settingsArb,
      discount: priceIn(currency),
    }),
  );

  it('property: total = SUB TOTAL - discount + tax + service, every amount in whole minor units the wire can carry', () => {
    fc.assert(
      fc.property(orderArb, ({ currency, item, lines, settings, discount }) => {
        const quote = quoteOrder(item, lines, settings, discount);
        expect(quote.total).toBe(quote.subTotal - quote.discount + quote.tax + quote.serviceCharge);
        expect(quote.discount).toBeLessThanOrEqual(quote.subTotal);
        expectWireSafe([quote.subTotal, quote.tax, quote.serviceCharge, quote.discount, quote.total], currency);
      }),
    );
  });
});

describe('a bottle order in each kind of currency', () => {
  const bottleArb = currencyKindArb.chain((currency) =>
    fc.record({
      currency: fc.constant(currency),
      lines: fc.array(
        fc.record({
          bottleId: fc.string({ minLength: 1, maxLength: 6 }),
          unitPrice: priceIn(currency),
          quantity: fc.integer({ min: 0, max: 20 }),
        }),
        { maxLength: 6 },
      ),
      guests: fc.integer({ min: 0, max: 20 }),
      settings: fc.record({ base: settingsArb, minimum: priceIn(currency), deposit: fc.option(priceIn(currency), { nil: null }) }),
      promoter: fc.option(
        fc.oneof(
          percentArb.map((percent) => ({ promotionId: 'p', discountType: '%' as const, discountAmount: percent })),
          priceIn(currency).map((amount) => ({ promotionId: 'p', discountType: '$' as const, discountAmount: amount })),
        ),
        { nil: null },
      ),
    }),
  );

  it('property: the total adds up, never goes negative, and every figure is whole minor units the wire can carry', () => {
    fc.assert(
      fc.property(bottleArb, ({ currency, lines, guests, settings, promoter }) => {
        const result = priceBottleOrder({
          lines,
          guests,
          settings: { ...settings.base, bottlesMinimum: settings.minimum, bottlesDepositAmount: settings.deposit },
          promoter,
        });
        if (!result.ok) throw new Error(result.error.detail);
        const quote = result.value;
        const charges = (quote.tax?.amount ?? 0) + (quote.service?.amount ?? 0);
        expect(quote.total).toBe(quote.subtotal - (quote.discount?.amount ?? 0) - quote.promoterDiscount + charges);
        expect(quote.total).toBeGreaterThanOrEqual(charges);
        expectWireSafe(
          [
            quote.subtotal,
            quote.tableMinimum,
            quote.remaining,
            quote.tax?.amount ?? null,
            quote.service?.amount ?? null,
            quote.discount?.amount ?? null,
          ],
          currency,
        );
        expectWireSafe([quote.promoterDiscount, quote.total, quote.depositDueNow, quote.onLocation?.amount ?? null], currency);
      }),
    );
  });
});
