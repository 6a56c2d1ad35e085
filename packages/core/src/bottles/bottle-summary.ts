// The summary rows of the bottle checkout (docs/product.md#bottle-checkout, docs/pricing.md#rules),
// in the order the page shows them, from one quote. Which rows show is decided here, not in the page.
import type { Minor } from '../money/minor-units';
import { ZERO_MINOR } from '../money/minor-units';
import type { FinancialSettings } from '../venue/financial-settings.schema';
import type { BottleQuote } from './bottle-pricing';

export type BottleSummaryRowKey = 'subtotal' | 'tax' | 'service' | 'discount' | 'promoter' | 'total' | 'deposit';

export interface BottleSummaryRow {
  readonly key: BottleSummaryRowKey;
  readonly label: string;
  readonly amount: Minor;
  /** Taken off the total: shown as a negative amount. */
  readonly deducted: boolean;
  /** The total before the promoter discount, struck through beside the new one. */
  readonly before: Minor | null;
}

const row = (key: BottleSummaryRowKey, label: string, amount: Minor, deducted = false, before: Minor | null = null): BottleSummaryRow => ({
  key,
  label,
  amount,
  deducted,
  before,
});

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
    row('subtotal', 'SUB TOTAL', quote.subtotal),
    ...(quote.tax ? [row('tax', `Tax (${quote.tax.percent}%)`, quote.tax.amount)] : []),
    ...(quote.service ? [row('service', `Services (${quote.service.percent}%)`, quote.service.amount)] : []),
    row('discount', `Discount (${settings.bottlesDiscount}%)`, quote.discount?.amount ?? ZERO_MINOR, true),
    row('promoter', 'PROMOTER DISCOUNT', quote.promoterDiscount, true),
    row('total', 'Total', quote.total, false, promoterValid ? quote.totalBeforePromoter : null),
    ...(quote.depositDueNow === null ? [] : [row('deposit', 'Deposit Due Now', quote.depositDueNow)]),
  ];
}
