// The server's check of a bottle order (docs/product.md#bottle-checkout): nothing the browser computed is trusted.
// Prices come from the bottle table, the settings from the venue row (per VENUE_PRICING) and the
// promoter discount from bottle_promoter; the figures are computed by core's priceBottleOrder,
// the same function the site uses, and compared with what the guest was shown.
//
// Out of date (409, the site sends the guest back to choose again): a bottle no longer sold, a
// unit price or the bottles discount changed, or the table minimum is not met.
// Invalid (422, the correct figures in `details`): SUB TOTAL, the promoter discount or the total
// differ from the venue's; a guest count below the venue's minimum; a past date; an arrival time
// the venue does not offer; an unknown promoter code.
import { findBottle, visibleCatalog } from '@venue/core/bottles/bottle-catalog';
import { bottleFiguresSchemasIn, figuresOfQuote, type BottleOrderFigures } from '@venue/core/bottles/bottle-order-figures.schema';
import { priceBottleOrder, type BottleQuote, type PricingLine } from '@venue/core/bottles/bottle-pricing';
import { MAX_BOTTLE_QUANTITY } from '@venue/core/bottles/cart';
import type { PromoterDiscount } from '@venue/core/bottles/promoter-discount.schema';
import type { MinorExponent } from '@venue/core/money/currency-exponent';
import { majorOfMinor, minorFromMajor, type Minor } from '@venue/core/money/minor-units';
import { err, ok, type Result } from '@venue/core/shared/result';
import type { FinancialSettings } from '@venue/core/venue/financial-settings.schema';
import { Schema } from 'effect';
import type { Database, Queryable } from '../db/database.port';
import { invalidInput, refusal, type Refusal } from '../http/refusal';
import { readBottleCatalog } from '../store/bottles.store';
import { contentMemo } from '../store/content-memo';
import { findBottlePromoter } from '../store/promoters.store';

/** What the price check and the order both send: the cart, the table size and the promoter code. */
export interface BottleCart {
  readonly items: readonly { readonly bottleId: string; readonly quantity: number; readonly price?: number | undefined }[];
  readonly noOfGuests: number;
  readonly promoterIGname?: string | undefined;
  /** null: the guest has no validated code (no discount); absent: apply the code if it exists. */
  readonly promotionId?: string | null | undefined;
}

export interface PricedCart {
  readonly quote: BottleQuote;
  readonly figures: BottleOrderFigures;
  readonly promoter: PromoterDiscount | null;
  /** The cart's bottles with the venue's prices, in the order the guest sent them. */
  readonly lines: readonly (PricingLine & { readonly name: string })[];
}

/** The figures as the wire carries them, in the major unit of a currency with `exponent` decimals. */
const encodeFigures = (figures: BottleOrderFigures, exponent: MinorExponent): unknown =>
  Schema.encodeSync(bottleFiguresSchemasIn(exponent).BottleOrderFigures)(figures);
/** An amount in a refusal's words: the major unit with the currency's decimals (1500 yen, 15.00 dollars, 1.500 dinars). */
const money = (amount: Minor, exponent: MinorExponent): string => majorOfMinor(amount, exponent).toFixed(exponent);

async function promoterOf(db: Queryable, cart: BottleCart): Promise<Result<PromoterDiscount | null, Refusal>> {
  if (cart.promotionId === null || cart.promoterIGname === undefined || cart.promoterIGname.trim() === '') return ok(null);
  const promoter = await findBottlePromoter(db, cart.promoterIGname);
  if (promoter && (cart.promotionId === undefined || cart.promotionId === promoter.promotionId)) return ok(promoter);
  if (cart.promotionId === undefined) return ok(null);
  return err(
    refusal(422, 'invalid_promoter', 'This promoter code is not valid (any more); remove it or enter another one.', {
      field: 'promoterIGname',
    }),
  );
}

/** Every bottle, priced or not, in catalog order: read again only after the venue's content changed. */
const everyBottle = contentMemo(async (db) => (await readBottleCatalog(db)).flatMap((category) => category.products));

/**
 * Prices a cart with the venue's own prices and settings; refuses what cannot be priced. `db` is the
 * caller's transaction when it has one, `owner` the database whose content version keeps the bottles;
 * `exponent` the decimals of the venue's currency, in which the guest's unit prices are read.
 */
export async function priceCart(
  db: Queryable,
  owner: Database,
  settings: FinancialSettings,
  cart: BottleCart,
  exponent: MinorExponent,
): Promise<Result<PricedCart, Refusal>> {
  if (cart.noOfGuests < settings.minGuestCount) {
    return err(invalidInput('noOfGuests', `A table is for at least ${settings.minGuestCount} guests.`));
  }
  const seen = new Set<string>();
  for (const [i, item] of cart.items.entries()) {
    if (seen.has(item.bottleId)) return err(invalidInput(`items[${i}].bottleId`, 'This bottle is listed twice; send one line per bottle.'));
    seen.add(item.bottleId);
    if (item.quantity > MAX_BOTTLE_QUANTITY)
      return err(invalidInput(`items[${i}].quantity`, `At most ${MAX_BOTTLE_QUANTITY} of one bottle.`));
  }
  // Only bottles the site shows can be ordered: a price of null or 0 means not sold (docs/product.md#bottle-service).
  const sold = visibleCatalog([{ name: '', products: (await everyBottle(owner, db)).filter((bottle) => seen.has(bottle._id)) }]);
  const lines: (PricingLine & { name: string })[] = [];
  for (const [i, item] of cart.items.entries()) {
    const bottle = findBottle(sold, item.bottleId);
    if (!bottle)
      return err(
        refusal(409, 'out_of_date', 'A bottle of this order is no longer sold; please choose your bottles again.', {
          field: `items[${i}].bottleId`,
        }),
      );
    lines.push({ bottleId: bottle.id, name: bottle.name, unitPrice: bottle.price, quantity: item.quantity });
  }
  const promoter = await promoterOf(db, cart);
  if (!promoter.ok) return promoter;
  const quote = priceBottleOrder({ lines, guests: cart.noOfGuests, settings, promoter: promoter.value });
  if (!quote.ok) throw new Error(`Pricing a checked cart failed: ${quote.error.reason} ${quote.error.detail}`);
  const figures = figuresOfQuote(quote.value);
  if (figures === null) return err(invalidInput('items', 'This order is larger than the venue can take online.'));
  // A unit price the guest saw that is not the venue's price any more: the selection is out of date.
  for (const [i, item] of cart.items.entries()) {
    const unit = lines[i]?.unitPrice;
    if (item.price !== undefined && unit !== undefined && item.price !== majorOfMinor(unit, exponent)) {
      return err(
        refusal(409, 'out_of_date', 'The price of a bottle has changed; please choose your bottles again.', {
          field: `items[${i}].price`,
          details: encodeFigures(figures, exponent),
        }),
      );
    }
  }
  return ok({ quote: quote.value, figures, promoter: promoter.value, lines });
}

/** The figures of the guest's order that must equal the venue's, in the order they are compared. */
interface ClaimedFigures {
  readonly promo: number | null;
  readonly subTotal: number;
  readonly promoterDiscount: number;
  readonly totalPrice: number;
}

/** Compares what the guest was shown (in the major unit of a currency with `exponent` decimals) with the venue's own figures. */
export function checkClaimedFigures(
  priced: PricedCart,
  settings: FinancialSettings,
  claimed: ClaimedFigures,
  exponent: MinorExponent,
): Refusal | null {
  const { quote, figures } = priced;
  const details = encodeFigures(figures, exponent);
  const expectedPromo = settings.bottlesDiscount > 0 ? settings.bottlesDiscount : null;
  if (claimed.promo !== expectedPromo) {
    return refusal(409, 'out_of_date', 'The bottles discount has changed; please choose your bottles again.', { field: 'promo', details });
  }
  if (!quote.canCheckout) {
    return refusal(
      409,
      'minimum_not_met',
      `The table minimum is ${money(quote.tableMinimum, exponent)}; these bottles come to ${money(quote.subtotal, exponent)}.`,
      { field: 'subTotal', details },
    );
  }
  const checks: readonly [keyof ClaimedFigures & string, Minor][] = [
    ['subTotal', quote.subtotal],
    ['promoterDiscount', quote.promoterDiscount],
    ['totalPrice', quote.total],
  ];
  for (const [field, expected] of checks) {
    const sent = minorFromMajor(claimed[field] ?? Number.NaN, exponent);
    if (!sent.ok || sent.value !== expected) {
      return refusal(
        422,
        'total_mismatch',
        `The order's ${field} does not match the venue's: it is ${money(expected, exponent)}. The total is ${money(quote.total, exponent)}.`,
        { field, details },
      );
    }
  }
  return null;
}
