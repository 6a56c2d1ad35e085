// The bottle reads (docs/product.md#bottle-service): the catalog of GET bottles-items, and the helper
// calls whose path the product brief did not show (project-defined, docs/api.md): the category
// list, one category's bottles (GET api/shopping/getGroupBottles/{categoryId}) and bottles by id (POST api/shopping/getBottlesByIds).
import { Schema } from 'effect';
import { ID_MAX, upTo } from '../shared/input-limits';
import { USUAL_EXPONENT } from '../money/currency-exponent';
import { perExponent } from '../money/per-exponent';
import { bottleCatalogSchemasIn } from './bottle-catalog.schema';

const Id = Schema.String.pipe(
  Schema.check(
    upTo(ID_MAX),
    Schema.makeFilter((s: string) => s.trim().length > 0 || 'Expected a non-empty id'),
  ),
);

/** At most this many ids in one getBottlesByIds call: a cart never holds more kinds of bottle. */
export const MAX_BOTTLE_IDS = 100;

/** A category without its bottles, for the category list. */
export const BottleCategorySummary = Schema.Struct({ _id: Id, name: Schema.String });
export type BottleCategorySummary = typeof BottleCategorySummary.Type;
export const BottleCategoriesResponse = Schema.Struct({ data: Schema.Array(BottleCategorySummary) });

/** The body of getBottlesByIds. Unknown ids are left out of the answer rather than refused. */
export const BottlesByIdsRequest = Schema.Struct({
  ids: Schema.Array(Id).pipe(
    Schema.check(Schema.isMinLength(1), Schema.isMaxLength(MAX_BOTTLE_IDS, { message: `Expected at most ${MAX_BOTTLE_IDS} ids` })),
  ),
});
export type BottlesByIdsRequest = typeof BottlesByIdsRequest.Type;

/** The reads' answers for a currency with `exponent` decimals (docs/decisions.md#money-in-minor-units). */
export const bottleReadsSchemasIn = perExponent((exponent) => {
  const { BottleCatalog, BottleProduct } = bottleCatalogSchemasIn(exponent);
  /** One category with its bottles, priced or not (hiding unpriced ones stays the site's rule). */
  const BottleGroup = Schema.Struct({ _id: Id, name: Schema.String, products: Schema.Array(BottleProduct) });
  return {
    BottleCatalogResponse: Schema.Struct({ data: BottleCatalog }),
    BottleGroup,
    BottleGroupResponse: Schema.Struct({ data: BottleGroup }),
    BottleProductsResponse: Schema.Struct({ data: Schema.Array(BottleProduct) }),
  };
});

/** Two decimals (USD, EUR, ...): for tests and types; a venue's answers decode with its own exponent. */
export const { BottleCatalogResponse, BottleGroup, BottleGroupResponse, BottleProductsResponse } = bottleReadsSchemasIn(USUAL_EXPONENT);
export type BottleGroup = typeof BottleGroup.Type;
