// Bottle categories and products as GET bottles-items returns them (docs/product.md#bottle-service). Prices arrive in
// the venue's major unit and decode to Minor; a product without a price is kept here and hidden
// by bottle-catalog.ts, so the backend can list bottles it does not sell yet.
import { Schema } from 'effect';
import { MoneyFromMajor } from '../money/money.schema';

const Id = Schema.String.pipe(Schema.check(Schema.makeFilter((s: string) => s.trim().length > 0 || 'Expected a non-empty id')));

export const BottleProduct = Schema.Struct({
  _id: Id,
  name: Schema.String,
  price: Schema.optional(Schema.NullOr(MoneyFromMajor)),
  description: Schema.optional(Schema.NullOr(Schema.String)),
  bottlePhoto: Schema.optional(Schema.NullOr(Schema.String)),
});
export type BottleProduct = typeof BottleProduct.Type;

export const BottleCategory = Schema.Struct({
  name: Schema.String,
  products: Schema.Array(BottleProduct),
});
export type BottleCategory = typeof BottleCategory.Type;

export const BottleCatalog = Schema.Array(BottleCategory);
