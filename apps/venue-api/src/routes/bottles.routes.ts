// The bottle reads and the promoter-code check: GET bottles-items (categories with their
// products, unpriced ones included), api/shopping/getBottleCategories,
// api/shopping/getGroupBottles/{categoryId}, POST api/shopping/getBottlesByIds and
// api/shopping/validate-promoter. The bottle orders themselves are in bottle-orders.routes.ts.
import { Hono } from 'hono';
import { BottleCategoriesResponse, bottleReadsSchemasIn, BottlesByIdsRequest } from '@venue/core/bottles/bottle-reads.schema';
import { BottlePromoterRequest, promoterSchemasIn } from '@venue/core/bottles/promoter-discount.schema';
import type { ApiContext } from '../http/api-context';
import { readInput } from '../http/read-input';
import { answerRefusal, notFound } from '../http/refusal';
import { respond } from '../http/respond';
import { readBottleCatalog, readBottleCategories, readBottleGroup, readBottlesByIds } from '../store/bottles.store';
import { findBottlePromoter } from '../store/promoters.store';

export function bottlesRoutes(ctx: ApiContext): Hono {
  // Amounts leave in the major unit of the venue's currency.
  const { BottleCatalogResponse, BottleGroupResponse, BottleProductsResponse } = bottleReadsSchemasIn(ctx.moneyExponent);
  const { PromoterValidation } = promoterSchemasIn(ctx.moneyExponent);
  const routes = new Hono();
  routes.get('/bottles-items', async (c) => respond(c, BottleCatalogResponse, { data: await readBottleCatalog(ctx.db) }));
  routes.get('/api/shopping/getBottleCategories', async (c) =>
    respond(c, BottleCategoriesResponse, { data: await readBottleCategories(ctx.db) }),
  );
  routes.get('/api/shopping/getGroupBottles/:id', async (c) => {
    const group = await readBottleGroup(ctx.db, c.req.param('id'));
    return group ? respond(c, BottleGroupResponse, { data: group }) : answerRefusal(c, notFound('A bottle category with this id'));
  });
  routes.post('/api/shopping/getBottlesByIds', async (c) => {
    const input = await readInput(c, BottlesByIdsRequest);
    if (!input.ok) return answerRefusal(c, input.error);
    return respond(c, BottleProductsResponse, { data: await readBottlesByIds(ctx.db, input.value.payload.ids) });
  });
  // An unknown code is an answer, not an error: success false, and the site shows nothing (docs/product.md#error-messages).
  routes.post('/api/shopping/validate-promoter', async (c) => {
    const input = await readInput(c, BottlePromoterRequest);
    if (!input.ok) return answerRefusal(c, input.error);
    const discount = await findBottlePromoter(ctx.db, input.value.payload.promoterIGname);
    return respond(c, PromoterValidation, discount ? { success: true, data: discount } : { success: false });
  });
  return routes;
}
