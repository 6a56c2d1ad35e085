// Every bottle-service amount (docs/product.md#bottle-checkout, docs/pricing.md), computed in one place.
//
// - SUB TOTAL is the bottle total: sum of unit price x quantity.
// - Each percentage line (tax, service, bottles discount, '%' promoter discount) is its own
//   percent of SUB TOTAL, rounded up to the next minor unit on its own (percentOf).
// - The promoter discount (promoters/promoter-discount.ts) is capped at what the bottles discount
//   leaves of SUB TOTAL, so Total = SUB TOTAL + tax + service - discount - promoter, never negative.
// - When Bottles is in neither item list, nothing is charged online for tax or service; the
//   tax % and service % of SUB TOTAL are reported as `onLocation`, paid at the venue.
import { MAX_GUEST_COUNT } from '../booking/booking-choices';
import { addMinor, isMinor, minMinor, multiplyMinor, subtractMinor, sumMinor, ZERO_MINOR, type Minor } from '../money/minor-units';
import { isPercent, percentOf, type Percent } from '../money/percent';
import { promoterDiscount } from '../promoters/promoter-discount';
import { err, ok, type Result } from '../shared/result';
import { chargeableItems, type FinancialSettings } from '../venue/financial-settings.schema';
import { MAX_BOTTLE_QUANTITY, type CartLine } from './cart';
import type { PromoterDiscount } from './promoter-discount.schema';

export interface PricingLine {
  readonly bottleId: string;
  readonly unitPrice: Minor;
  readonly quantity: number;
}

export const pricingLines = (lines: readonly CartLine[]): readonly PricingLine[] =>
  lines.map((line) => ({ bottleId: line.bottle.id, unitPrice: line.bottle.price, quantity: line.quantity }));

export type BottlePricingSettings = Pick<
  FinancialSettings,
  'bottlesMinimum' | 'tax' | 'taxItems' | 'serviceCharge' | 'serviceChargeItems' | 'bottlesDiscount' | 'bottlesDepositAmount'
>;

export interface BottlePricingInput {
  readonly lines: readonly PricingLine[];
  /** Guests at the table; 0 while the guest has not chosen yet. */
  readonly guests: number;
  readonly settings: BottlePricingSettings;
  readonly promoter: PromoterDiscount | null;
}

/** A percentage row of the summary: the percent shown beside it and the amount. */
export interface ChargeLine {
  readonly percent: Percent;
  readonly amount: Minor;
}

/** Tax and service the guest pays at the venue when Bottles is neither taxed nor service-charged online. */
export interface OnLocationCharge {
  readonly taxPercent: Percent;
  readonly servicePercent: Percent;
  readonly tax: Minor;
  readonly service: Minor;
  readonly amount: Minor;
}

export interface BottleQuote {
  readonly bottleCount: number;
  /** Per-person minimum x guests. */
  readonly tableMinimum: Minor;
  /** SUB TOTAL: the bottle total before tax, service and discounts. */
  readonly subtotal: Minor;
  /** max(0, tableMinimum - subtotal). */
  readonly remaining: Minor;
  /** remaining is 0 and at least one bottle is chosen. */
  readonly canCheckout: boolean;
  /** Present only when taxItems includes Bottles and tax > 0. */
  readonly tax: ChargeLine | null;
  /** Present only when serviceChargeItems includes Bottles. */
  readonly service: ChargeLine | null;
  /** The bottles discount; present only when it is above 0. */
  readonly discount: ChargeLine | null;
  /** 0 when there is no valid promoter discount. */
  readonly promoterDiscount: Minor;
  /** The total without the promoter discount (the old price shown struck through). */
  readonly totalBeforePromoter: Minor;
  /** What is charged online. */
  readonly total: Minor;
  readonly onLocation: OnLocationCharge | null;
  /** min(bottlesDepositAmount, total) when a deposit above 0 is set. */
  readonly depositDueNow: Minor | null;
}

export interface PricingError {
  readonly _tag: 'PricingError';
  readonly reason: 'invalid-quantity' | 'invalid-price' | 'invalid-guests' | 'invalid-setting' | 'invalid-promoter-discount';
  readonly detail: string;
}

const pricingError = (reason: PricingError['reason'], detail: string): Result<never, PricingError> =>
  err({ _tag: 'PricingError', reason, detail });

// Types already promise these; the checks turn a cast or a bad decode upstream into a value.
function checkInput({ lines, guests, settings, promoter }: BottlePricingInput): Result<null, PricingError> {
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 0 || line.quantity > MAX_BOTTLE_QUANTITY)
      return pricingError('invalid-quantity', `${line.bottleId}: ${line.quantity}`);
    if (!isMinor(line.unitPrice)) return pricingError('invalid-price', `${line.bottleId}: ${line.unitPrice}`);
  }
  if (!Number.isInteger(guests) || guests < 0 || guests > MAX_GUEST_COUNT) return pricingError('invalid-guests', String(guests));
  for (const key of ['tax', 'serviceCharge', 'bottlesDiscount'] as const)
    if (!isPercent(settings[key])) return pricingError('invalid-setting', `${key}: ${settings[key]}`);
  if (!isMinor(settings.bottlesMinimum)) return pricingError('invalid-setting', `bottlesMinimum: ${settings.bottlesMinimum}`);
  if (settings.bottlesDepositAmount !== null && !isMinor(settings.bottlesDepositAmount))
    return pricingError('invalid-setting', `bottlesDepositAmount: ${settings.bottlesDepositAmount}`);
  for (const item of [...settings.taxItems, ...settings.serviceChargeItems])
    if (!(chargeableItems as readonly string[]).includes(item)) return pricingError('invalid-setting', `unknown item ${String(item)}`);
  if (promoter !== null) {
    const valid = promoter.discountType === '%' ? isPercent(promoter.discountAmount) : isMinor(promoter.discountAmount);
    if (!valid) return pricingError('invalid-promoter-discount', `${promoter.discountType}${promoter.discountAmount}`);
  }
  return ok(null);
}

export function priceBottleOrder(input: BottlePricingInput): Result<BottleQuote, PricingError> {
  const checked = checkInput(input);
  if (!checked.ok) return checked;
  const { lines, guests, settings, promoter } = input;

  const subtotal = sumMinor(lines.map((line) => multiplyMinor(line.unitPrice, line.quantity)));
  const bottleCount = lines.reduce((count, line) => count + line.quantity, 0);
  const tableMinimum = multiplyMinor(settings.bottlesMinimum, guests);
  const remaining = subtractMinor(tableMinimum, subtotal);

  const bottlesTaxed = settings.taxItems.includes('Bottles');
  const bottlesServiced = settings.serviceChargeItems.includes('Bottles');
  const tax = bottlesTaxed && settings.tax > 0 ? { percent: settings.tax, amount: percentOf(subtotal, settings.tax) } : null;
  const service = bottlesServiced ? { percent: settings.serviceCharge, amount: percentOf(subtotal, settings.serviceCharge) } : null;
  const discount =
    settings.bottlesDiscount > 0 ? { percent: settings.bottlesDiscount, amount: percentOf(subtotal, settings.bottlesDiscount) } : null;

  const afterDiscount = subtractMinor(subtotal, discount?.amount ?? ZERO_MINOR);
  const promoterAmount = promoterDiscount(promoter, subtotal, afterDiscount);

  const charges = addMinor(tax?.amount ?? ZERO_MINOR, service?.amount ?? ZERO_MINOR);
  const totalBeforePromoter = addMinor(afterDiscount, charges);
  const total = addMinor(subtractMinor(afterDiscount, promoterAmount), charges);

  let onLocation: OnLocationCharge | null = null;
  if (!bottlesTaxed && !bottlesServiced) {
    const locationTax = percentOf(subtotal, settings.tax);
    const locationService = percentOf(subtotal, settings.serviceCharge);
    onLocation = {
      taxPercent: settings.tax,
      servicePercent: settings.serviceCharge,
      tax: locationTax,
      service: locationService,
      amount: addMinor(locationTax, locationService),
    };
  }

  const deposit = settings.bottlesDepositAmount;
  return ok({
    bottleCount,
    tableMinimum,
    subtotal,
    remaining,
    canCheckout: remaining === 0 && bottleCount >= 1,
    tax,
    service,
    discount,
    promoterDiscount: promoterAmount,
    totalBeforePromoter,
    total,
    onLocation,
    depositDueNow: deposit !== null && deposit > 0 ? minMinor(deposit, total) : null,
  });
}
