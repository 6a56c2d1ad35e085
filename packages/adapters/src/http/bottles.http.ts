// The bottle calls over HTTP: the order and promoter check of BottlesApi, and the bottle reads of
// BottleCatalogApi. Every body is decoded with its core schema; the order carries its
// Idempotency-Key so a retried create returns the order already made.
import type { BottleCatalogApi } from '@venue/core/bottles/bottle-catalog.port';
import { BottleOrderCreatedResponse } from '@venue/core/bottles/bottle-order.schema';
import { BottleCategoriesResponse, bottleReadsSchemasIn } from '@venue/core/bottles/bottle-reads.schema';
import type { BottlesApi } from '@venue/core/bottles/bottles.port';
import { promoterSchemasIn } from '@venue/core/bottles/promoter-discount.schema';
import { dataOf } from './data-of';
import { withExponent, type MoneyExponent } from './money-exponent';

import type { VenueHttpClient } from './venue-http-client';

/** An id as one path segment: a slash or `?` in an id must not change the path. */
const segment = (id: string): string => encodeURIComponent(id);

/** Answers with money decode with the venue's exponent (`moneyExponent`, read before them). */
export function createBottlesHttp(client: VenueHttpClient, moneyExponent: MoneyExponent): BottlesApi & BottleCatalogApi {
  return {
    createBottleOrder: (payload, idempotencyKey) =>
      client.post('api/shopping/addBottleOrder', payload, BottleOrderCreatedResponse, { idempotencyKey }).then(dataOf),
    // The answer is `{ success, data? }` itself, not wrapped once more.
    validatePromoterCode: (promoterIGname) =>
      withExponent(moneyExponent, (e) =>
        client.post('api/shopping/validate-promoter', { promoterIGname, type: 'bottle' }, promoterSchemasIn(e).PromoterValidation),
      ),
    catalog: () =>
      withExponent(moneyExponent, (e) => client.get('bottles-items', bottleReadsSchemasIn(e).BottleCatalogResponse)).then(dataOf),
    categories: () => client.get('api/shopping/getBottleCategories', BottleCategoriesResponse).then(dataOf),
    groupBottles: (categoryId) =>
      withExponent(moneyExponent, (e) =>
        client.get(`api/shopping/getGroupBottles/${segment(categoryId)}`, bottleReadsSchemasIn(e).BottleGroupResponse),
      ).then(dataOf),
    bottlesByIds: (ids) =>
      withExponent(moneyExponent, (e) =>
        client.post('api/shopping/getBottlesByIds', { ids }, bottleReadsSchemasIn(e).BottleProductsResponse),
      ).then(dataOf),
  };
}
