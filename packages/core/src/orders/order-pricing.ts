// Prices an order of tickets, food, a gift card or coat check from unit prices the venue holds:
// SUB TOTAL, then tax and service as percents of it when the venue's item lists name the kind
// (the same rule as bottles, docs/product.md#money), each rounded up by percentOf.
import { addMinor, minMinor, multiplyMinor, subtractMinor, sumMinor, ZERO_MINOR, type Minor } from '../money/minor-units';
import { percentOf, type Percent } from '../money/percent';
import type { ChargeableItem } from '../venue/financial-settings.schema';

export interface UnitLine {
  readonly itemId: string;
  readonly name: string;
  readonly quantity: number;
  readonly unitPrice: Minor;
}

export interface OrderQuote {
  readonly lines: readonly (UnitLine & { readonly lineTotal: Minor })[];
  readonly subTotal: Minor;
  readonly tax: Minor;
  readonly serviceCharge: Minor;
  readonly discount: Minor;
  readonly total: Minor;
}

export interface ChargeSettings {
  readonly tax: Percent;
  readonly taxItems: readonly ChargeableItem[];
  readonly serviceCharge: Percent;
  readonly serviceChargeItems: readonly ChargeableItem[];
}

/** `discount` (a promoter's) is capped at SUB TOTAL, so the total never goes below tax and service. */
export function quoteOrder(
  item: ChargeableItem,
  lines: readonly UnitLine[],
  settings: ChargeSettings,
  discount: Minor = ZERO_MINOR,
): OrderQuote {
  const priced = lines.map((line) => ({ ...line, lineTotal: multiplyMinor(line.unitPrice, line.quantity) }));
  const subTotal = sumMinor(priced.map((line) => line.lineTotal));
  const tax = settings.taxItems.includes(item) ? percentOf(subTotal, settings.tax) : ZERO_MINOR;
  const serviceCharge = settings.serviceChargeItems.includes(item) ? percentOf(subTotal, settings.serviceCharge) : ZERO_MINOR;
  const granted = minMinor(discount, subTotal);
  return {
    lines: priced,
    subTotal,
    tax,
    serviceCharge,
    discount: granted,
    total: addMinor(addMinor(subtractMinor(subTotal, granted), tax), serviceCharge),
  };
}
