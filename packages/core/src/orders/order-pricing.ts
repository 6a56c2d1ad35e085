// Prices an order of tickets, food, a gift card or coat check from unit prices the venue holds:
// SUB TOTAL, then tax and service as percents of it when the venue's item lists name the kind
// (the same rule as bottles, spec 9), each rounded up by percentOf.
import { addCents, minCents, multiplyCents, subtractCents, sumCents, ZERO_CENTS, type Cents } from '../money/cents';
import { percentOf, type Percent } from '../money/percent';
import type { ChargeableItem } from '../venue/financial-settings.schema';

export interface UnitLine {
  readonly itemId: string;
  readonly name: string;
  readonly quantity: number;
  readonly unitPrice: Cents;
}

export interface OrderQuote {
  readonly lines: readonly (UnitLine & { readonly lineTotal: Cents })[];
  readonly subTotal: Cents;
  readonly tax: Cents;
  readonly serviceCharge: Cents;
  readonly discount: Cents;
  readonly total: Cents;
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
  discount: Cents = ZERO_CENTS,
): OrderQuote {
  const priced = lines.map((line) => ({ ...line, lineTotal: multiplyCents(line.unitPrice, line.quantity) }));
  const subTotal = sumCents(priced.map((line) => line.lineTotal));
  const tax = settings.taxItems.includes(item) ? percentOf(subTotal, settings.tax) : ZERO_CENTS;
  const serviceCharge = settings.serviceChargeItems.includes(item) ? percentOf(subTotal, settings.serviceCharge) : ZERO_CENTS;
  const granted = minCents(discount, subTotal);
  return {
    lines: priced,
    subTotal,
    tax,
    serviceCharge,
    discount: granted,
    total: addCents(addCents(subtractCents(subTotal, granted), tax), serviceCharge),
  };
}
