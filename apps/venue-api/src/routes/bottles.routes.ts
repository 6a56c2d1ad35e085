// GET bottles-items: bottle categories with their products, unpriced ones included.
import { Hono } from 'hono';
import { BottleCatalog } from '@venue/core/bottles/bottle-catalog.schema';
import type { ApiContext } from '../http/api-context';
import { dataOf, respond } from '../http/respond';
import { readBottleCatalog } from '../store/bottles.store';

const BottleCatalogResponse = dataOf(BottleCatalog);

export function bottlesRoutes(ctx: ApiContext): Hono {
  const routes = new Hono();
  routes.get('/bottles-items', async (c) => respond(c, BottleCatalogResponse, { data: await readBottleCatalog(ctx.db) }));
  return routes;
}
