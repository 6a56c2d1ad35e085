// What a coat check claim costs (docs/product.md#coat-check): a fee per item and type, priced like
// every other order (tax and service when the venue's item lists name Coat Check). The fees are the venue's
// financial settings' `coatCheckFees` when given, else ours; the backend charges these same figures.
import type { Minor } from '../money/minor-units';
import { quoteOrder, type ChargeSettings, type OrderQuote } from '../orders/order-pricing';
import { coatCheckItemTypes, type CoatCheckItemType } from '../orders/coatcheck.schema';

export type CoatCheckFees = Readonly<Record<CoatCheckItemType, Minor>>;

/** Ours, per item, in minor units: right for a unit worth about a dollar ($5, $5, $2, $8). */
export const DEFAULT_COAT_CHECK_FEES: CoatCheckFees = {
  Coat: 500 as Minor,
  Bag: 500 as Minor,
  Umbrella: 200 as Minor,
  Other: 800 as Minor,
};

/** What a claim is priced with: the venue's charges and its coat check fees, if it has its own. */
export type ClaimSettings = ChargeSettings & { readonly coatCheckFees?: CoatCheckFees | null | undefined };

/** The venue's fees per item, else ours. */
export const coatCheckFeesOf = (settings: Pick<ClaimSettings, 'coatCheckFees'>): CoatCheckFees =>
  settings.coatCheckFees ?? DEFAULT_COAT_CHECK_FEES;

/** How many of one type a guest checks in at most (the payload schema's limit). */
export const maxItemsPerType = 5;

export interface ClaimItem {
  readonly type: CoatCheckItemType;
  readonly quantity: number;
}

/** The claim's figures as the venue will compute them; lines in the fixed order of the types. */
export function claimQuote(items: readonly ClaimItem[], settings: ClaimSettings): OrderQuote {
  const fees = coatCheckFeesOf(settings);
  const lines = items.map((item, i) => ({
    itemId: `${i + 1}`,
    name: item.type,
    quantity: item.quantity,
    unitPrice: fees[item.type],
  }));
  return quoteOrder('Coat Check', lines, settings);
}

/** Counts per type (0 to maxItemsPerType) to the claim's items, in the order of the types, zeros left out. */
export const claimItemsOf = (counts: Readonly<Record<CoatCheckItemType, number>>): readonly ClaimItem[] =>
  coatCheckItemTypes.filter((type) => counts[type] > 0).map((type) => ({ type, quantity: counts[type] }));
