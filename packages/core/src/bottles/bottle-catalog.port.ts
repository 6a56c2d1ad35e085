import type { ApiResult } from '../shared/api-error';
import type { BottleCategory, BottleProduct } from './bottle-catalog.schema';
import type { BottleCategorySummary, BottleGroup } from './bottle-reads.schema';

/** The venue backend's bottle reads (docs/product.md#bottle-service); each answer decoded from the response's `data`. */
export interface BottleCatalogApi {
  /** GET bottles-items: every category with its bottles. */
  catalog(): ApiResult<readonly BottleCategory[]>;
  /** GET api/shopping/getBottleCategories (project-defined): the categories without bottles. */
  categories(): ApiResult<readonly BottleCategorySummary[]>;
  /** GET api/shopping/getGroupBottles/{categoryId}: one category with its bottles; 404 for an unknown id. */
  groupBottles(categoryId: string): ApiResult<BottleGroup>;
  /** POST api/shopping/getBottlesByIds (project-defined) with `{ ids }`: the bottles that exist, in catalog order. */
  bottlesByIds(ids: readonly string[]): ApiResult<readonly BottleProduct[]>;
}
