// The summary rows of the bottle checkout (docs/product.md#bottle-checkout, docs/pricing.md#rules),
// in the order the page shows them, from one quote. Which rows show is decided here, not in the page; the page
// words each row by its key (docs/architecture.md#languages).
import type { Minor } from '../money/minor-units';
import { ZERO_MINOR } from '../money/minor-units';
import type { FinancialSettings } from '../venue/financial-settings.schema';
import type { BottleQuote } from './bottle-pricing';

export type BottleSummaryRowKey = 'subtotal' | 'tax' | 'service' | 'discount' | 'promoter' | 'total' | 'deposit';

export interface BottleSummaryRow {
  readonly key: BottleSummaryRowKey;
  /** The rate a row's label names (tax, services, discount); null for the others. */
  readonly percent: number | null;
  readonly amount: Minor;
  /** Taken off the total: shown as a negative amount. */
  readonly deducted: boolean;
  /** The total before the promoter discount, struck through beside the new one. */
  readonly before: Minor | null;
}

const row = (
  key: BottleSummaryRowKey,
  amount: Minor,
  { percent = null, deducted = false, before = null }: Partial<Pick<BottleSummaryRow, 'percent' | 'deducted' | 'before'>> = {},
): BottleSummaryRow => ({ key, percent, amount, deducted, before });

/**
 * SUB TOTAL; Tax and Services only when Bottles carries them online; Discount and PROMOTER DISCOUNT
 * always, because the product brief names them without a condition (0 when there is none); Total,
 * with the old total when a promoter code is valid; Deposit Due Now when the venue asks one.
 */
export function bottleSummaryRows(
  quote: BottleQuote,
  settings: Pick<FinancialSettings, 'bottlesDiscount'>,
  promoterValid: boolean,
): readonly BottleSummaryRow[] {
  return [
    row('subtotal', quote.subtotal),
    ...(quote.tax ? [row('tax', quote.tax.amount, { percent: quote.tax.percent })] : []),
    ...(quote.service ? [row('service', quote.service.amount, { percent: quote.service.percent })] : []),
    row('discount', quote.discount?.amount ?? ZERO_MINOR, { percent: settings.bottlesDiscount, deducted: true }),
    row('promoter', quote.promoterDiscount, { deducted: true }),
    row('total', quote.total, { before: promoterValid ? quote.totalBeforePromoter : null }),
    ...(quote.depositDueNow === null ? [] : [row('deposit', quote.depositDueNow)]),
  ];
}
