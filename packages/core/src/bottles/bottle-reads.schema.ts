// The bottle reads (docs/product.md#bottle-service): the catalog of GET bottles-items, and the helper
// calls whose path the product brief did not show (project-defined, docs/api.md): the category
// list, one category's bottles (GET api/shopping/getGroupBottles/{categoryId}) and bottles by id (POST api/shopping/getBottlesByIds).
import { Schema } from 'effect';
import { ID_MAX, upTo } from '../shared/input-limits';
import { BottleCatalog, BottleProduct } from './bottle-catalog.schema';

const Id = Schema.String.pipe(
  Schema.check(
    upTo(ID_MAX),
    Schema.makeFilter((s: string) => s.trim().length > 0 || 'Expected a non-empty id'),
  ),
);

/** At most this many ids in one getBottlesByIds call: a cart never holds more kinds of bottle. */
export const MAX_BOTTLE_IDS = 100;

export const BottleCatalogResponse = Schema.Struct({ data: BottleCatalog });

/** A category without its bottles, for the category list. */
export const BottleCategorySummary = Schema.Struct({ _id: Id, name: Schema.String });
export type BottleCategorySummary = typeof BottleCategorySummary.Type;
export const BottleCategoriesResponse = Schema.Struct({ data: Schema.Array(BottleCategorySummary) });

/** One category with its bottles, priced or not (hiding unpriced ones stays the site's rule). */
export const BottleGroup = Schema.Struct({ _id: Id, name: Schema.String, products: Schema.Array(BottleProduct) });
export type BottleGroup = typeof BottleGroup.Type;
export const BottleGroupResponse = Schema.Struct({ data: BottleGroup });

/** The body of getBottlesByIds. Unknown ids are left out of the answer rather than refused. */
export const BottlesByIdsRequest = Schema.Struct({
  ids: Schema.Array(Id).pipe(
    Schema.check(Schema.isMinLength(1), Schema.isMaxLength(MAX_BOTTLE_IDS, { message: `Expected at most ${MAX_BOTTLE_IDS} ids` })),
  ),
});
export type BottlesByIdsRequest = typeof BottlesByIdsRequest.Type;
export const BottleProductsResponse = Schema.Struct({ data: Schema.Array(BottleProduct) });
