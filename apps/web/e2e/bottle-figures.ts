// What the checkout should show for a cart, computed with core's own pricing and row rules against the
// settings and catalog the venue serves: the page must agree with core, figure for figure.
import { expect, type Page } from '@playwright/test';
import { catalogBottles, visibleCatalog } from '@venue/core/bottles/bottle-catalog';
import type { BottleCategory } from '@venue/core/bottles/bottle-catalog.schema';
import { priceBottleOrder, type BottleQuote } from '@venue/core/bottles/bottle-pricing';
import { bottleSummaryRows, type BottleSummaryRow } from '@venue/core/bottles/bottle-summary';
import type { PromoterDiscount } from '@venue/core/bottles/promoter-discount.schema';
import type { FinancialSettings } from '@venue/core/venue/financial-settings.schema';
import * as m from '@venue/messages/en/bottle-checkout';
import { percent as percentText } from '@venue/messages/en/numbers';
import { formatMoney } from '../src/ui/format';

export interface Cart {
  readonly guests: number;
  /** Bottle name -> quantity. */
  readonly bottles: Readonly<Record<string, number>>;
  readonly promoter?: PromoterDiscount;
}

export function quoteFor(cart: Cart, catalog: readonly BottleCategory[], settings: FinancialSettings): BottleQuote {
  const bottles = catalogBottles(visibleCatalog(catalog));
  const lines = Object.entries(cart.bottles).map(([name, quantity]) => {
    const bottle = bottles.find((b) => b.name === name);
    if (!bottle) throw new Error(`No bottle named ${name} is on sale.`);
    return { bottleId: bottle.id, unitPrice: bottle.price, quantity };
  });
  const quote = priceBottleOrder({ lines, guests: cart.guests, settings, promoter: cart.promoter ?? null });
  if (!quote.ok) throw new Error(quote.error.detail);
  return quote.value;
}

/** A summary row's English name, as the checkout writes it. */
const rowLabel = ({ key, percent }: BottleSummaryRow): string =>
  ({
    subtotal: m.subtotalRow,
    tax: m.taxRow(percentText(percent ?? 0)),
    service: m.servicesRow(percentText(percent ?? 0)),
    discount: m.discountRow(percentText(percent ?? 0)),
    promoter: m.promoterDiscountRow,
    total: m.totalRow,
    deposit: m.depositRow,
  })[key];

/** The summary table and the on-location note read exactly as core computes them ($ venue). */
export async function expectSummary(
  page: Page,
  cart: Cart,
  catalog: readonly BottleCategory[],
  settings: FinancialSettings,
): Promise<BottleQuote> {
  const quote = quoteFor(cart, catalog, settings);
  const rows = bottleSummaryRows(quote, settings, cart.promoter !== undefined).map((row) => {
    const amount = `${row.deducted ? '-' : ''}${formatMoney(row.amount, '$')}`;
    return row.before === null ? `${rowLabel(row)} ${amount}` : `${rowLabel(row)} was ${formatMoney(row.before, '$')} now ${amount}`;
  });
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByRole('row')).toHaveText(
    rows.map((text) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&').replace(/ /g, '\\s*')}\\s*$`)),
  );
  const { onLocation } = quote;
  const note = onLocation
    ? m
        .onLocationNote(percentText(onLocation.taxPercent), percentText(onLocation.servicePercent), formatMoney(onLocation.amount, '$'))
        .join('')
    : null;
  if (note) await expect(summary.getByText(note)).toBeVisible();
  else await expect(summary.getByText('will be paid on location')).toHaveCount(0);
  return quote;
}
