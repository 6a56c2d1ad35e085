// Bottle categories and products as GET bottles-items returns them (docs/product.md#bottle-service). Prices arrive in
// the venue's major unit and decode to Minor; a product without a price is kept here and hidden
// by bottle-catalog.ts, so the backend can list bottles it does not sell yet.
import { Schema } from 'effect';
import { USUAL_EXPONENT } from '../money/currency-exponent';
import { moneyFromMajorIn } from '../money/money.schema';
import { perExponent } from '../money/per-exponent';

const Id = Schema.String.pipe(Schema.check(Schema.makeFilter((s: string) => s.trim().length > 0 || 'Expected a non-empty id')));

/** The bottle catalog schemas for a currency with `exponent` decimals (docs/decisions.md#money-in-minor-units). */
export const bottleCatalogSchemasIn = perExponent((exponent) => {
  const BottleProduct = Schema.Struct({
    _id: Id,
    name: Schema.String,
    price: Schema.optional(Schema.NullOr(moneyFromMajorIn(exponent))),
    description: Schema.optional(Schema.NullOr(Schema.String)),
    bottlePhoto: Schema.optional(Schema.NullOr(Schema.String)),
  });
  const BottleCategory = Schema.Struct({ name: Schema.String, products: Schema.Array(BottleProduct) });
  return { BottleProduct, BottleCategory, BottleCatalog: Schema.Array(BottleCategory) };
});

/** Two decimals (USD, EUR, ...): for tests and types; a venue's answers decode with its own exponent. */
export const { BottleProduct, BottleCategory, BottleCatalog } = bottleCatalogSchemasIn(USUAL_EXPONENT);
export type BottleProduct = typeof BottleProduct.Type;
export type BottleCategory = typeof BottleCategory.Type;
