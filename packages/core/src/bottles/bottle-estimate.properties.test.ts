// fast-check: the all-in estimate the bottle page shows beside its running total is what the checkout then asks.
// The bottle page is core's bottle flow, resumed with a random selection and checked out into storage; the checkout
// is core's own reading of that storage against the same catalog and settings (bottle-checkout-order.ts) and its
// summary rows (bottle-summary.ts): its Total, and the amount its note says is paid on location.
import fc from 'fast-check';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { MAX_GUEST_COUNT } from '../booking/booking-choices';
import type { FinancialSettings } from '../venue/financial-settings.schema';
import {
  c,
  catalog as fixedCatalog,
  MemoryStorage,
  onLocationSettings,
  pct,
  promoterArb,
  settingsArb,
  taxedSettings,
} from '../testing/bottle-test-fixtures';
import type { BottleCategory } from './bottle-catalog.schema';
import { visibleCatalog } from './bottle-catalog';
import { checkoutQuote, prepareBottleCheckout } from './bottle-checkout-order';
import { bottleEstimate } from './bottle-estimate';
import { bottleFlowQuote } from './bottle-flow.machine';
import { bottleFlowWith } from './bottle-flow-wiring';
import { loadBottleSelection } from './bottle-storage';
import { bottleSummaryRows } from './bottle-summary';

const today = { year: 2031, month: 5, day: 9 };
const night = { year: 2031, month: 5, day: 16 };

const catalogArb: fc.Arbitrary<readonly BottleCategory[]> = fc
  .array(fc.array(fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }), { minLength: 1, maxLength: 4 }), {
    minLength: 1,
    maxLength: 3,
  })
  .map((categories) =>
    categories.map((prices, i) => ({
      name: `Category ${i}`,
      products: prices.map((price, j) => ({ _id: `bottle-${i}-${j}`, name: `Bottle ${i}.${j}`, price: price === null ? null : c(price) })),
    })),
  );

const selectionArb = fc.record({
  catalog: catalogArb,
  quantities: fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 12, maxLength: 12 }),
  settings: fc.oneof(settingsArb, fc.constant(onLocationSettings), fc.constant(taxedSettings)),
  guestsOver: fc.integer({ min: 0, max: MAX_GUEST_COUNT }),
});

/** The bottle page with this selection, as a returning guest finds it, then Check-out: its estimate, and what it stored. */
function bottlePageCheckedOut(
  catalog: readonly BottleCategory[],
  settings: FinancialSettings,
  cart: Record<string, number>,
  guests: number,
) {
  const storage = new MemoryStorage();
  const flow = bottleFlowWith({ storage, navigate: () => undefined });
  const actor = createActor(flow, {
    input: { catalog, settings, today, stored: { guests, date: night, time: '11:00 PM', cart } },
  }).start();
  const quote = bottleFlowQuote(actor.getSnapshot().context);
  actor.send({ type: 'guest.checkout' });
  return { quote, estimate: bottleEstimate(quote), storage, checkedOut: actor.getSnapshot().status === 'done' };
}

describe('the bottle page’s all-in estimate', () => {
  it('property: equals the checkout’s Total, plus what its note says is paid on location, for the same selection', () => {
    fc.assert(
      fc.property(selectionArb, promoterArb, ({ catalog, quantities, settings: drawn, guestsOver }, promoter) => {
        const bottles = visibleCatalog(catalog).flatMap((category) => category.bottles);
        fc.pre(bottles.length > 0);
        const cart = Object.fromEntries(bottles.map((bottle, i) => [bottle.id, quantities[i] ?? 0]).filter(([, n]) => n !== 0));
        const guests = Math.min(MAX_GUEST_COUNT, Math.max(1, drawn.minGuestCount) + (guestsOver % 3));
        // A minimum the selection meets, so Check-out goes to the checkout.
        const subtotal = bottles.reduce((sum, bottle) => sum + bottle.price * (cart[bottle.id] ?? 0), 0);
        const settings = { ...drawn, bottlesMinimum: c(Math.min(drawn.bottlesMinimum, Math.floor(subtotal / guests))) };
        fc.pre(subtotal > 0);

        const page = bottlePageCheckedOut(catalog, settings, cart, guests);
        expect(page.checkedOut).toBe(true);

        const prepared = prepareBottleCheckout(loadBottleSelection(page.storage), visibleCatalog(catalog), settings);
        if (!prepared.ok) throw new Error(`the checkout refused the stored selection: ${prepared.error}`);
        const checkout = checkoutQuote(prepared.value, settings, null);
        const total = bottleSummaryRows(checkout, settings, false).find((row) => row.key === 'total')?.amount;
        const atVenue = checkout.onLocation?.amount ?? 0;
        expect(page.quote.subtotal).toBe(checkout.subtotal);
        // No estimate shown: the checkout adds nothing to the running total either.
        expect(page.estimate?.amount ?? page.quote.subtotal).toBe((total ?? Number.NaN) + atVenue);
        // "about": a promoter code, entered only at the checkout, can lower the Total, never raise it.
        const withCode = checkoutQuote(prepared.value, settings, promoter);
        expect(withCode.total + atVenue).toBeLessThanOrEqual(page.estimate?.amount ?? page.quote.subtotal);
      }),
      { numRuns: 200 },
    );
  });

  it('prices worked example 1 of docs/pricing.md with tax, service and 10% off', () => {
    const cart = { 'grey-goose': 1, moet: 2, 'don-julio-1942': 1 };
    const page = bottlePageCheckedOut(fixedCatalog, { ...taxedSettings, bottlesMinimum: c(0) }, cart, 4);
    expect(page.quote.subtotal).toBe(27500 + 2 * 19500 + 18000);
    const estimate = page.estimate;
    expect(estimate).toEqual({ amount: 100450, tax: true, service: true, discountPercent: 10 });
  });

  it('shows nothing before a bottle is chosen, nor when nothing is added or taken off', () => {
    const none = { ...taxedSettings, tax: pct(0), serviceCharge: pct(0), bottlesDiscount: pct(0), bottlesMinimum: c(0) };
    expect(bottlePageCheckedOut(fixedCatalog, taxedSettings, {}, 4).estimate).toBeNull();
    expect(bottlePageCheckedOut(fixedCatalog, none, { moet: 1 }, 4).estimate).toBeNull();
    const taxOnly = bottlePageCheckedOut(fixedCatalog, { ...none, tax: pct(8.875) }, { moet: 1 }, 4).estimate;
    expect(taxOnly).toEqual({ amount: 21231, tax: true, service: false, discountPercent: null });
    const onLocation = bottlePageCheckedOut(fixedCatalog, { ...onLocationSettings, bottlesMinimum: c(0) }, { moet: 1 }, 4).estimate;
    expect(onLocation).toMatchObject({ tax: true, service: true, discountPercent: null });
  });
});
