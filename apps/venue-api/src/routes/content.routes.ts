// GET faq-items, food-menu-items, menu-items (the drink menu).
import { Hono } from 'hono';
import { drinkMenuSchemasIn } from '@venue/core/content/drink-menu-item.schema';
import { FaqItem, FaqItemsResponse } from '@venue/core/content/faq-item.schema';
import { foodMenuSchemasIn } from '@venue/core/content/food-menu-item.schema';
import type { ApiContext } from '../http/api-context';
import { respond } from '../http/respond';
import { listItems } from '../store/content.store';

export function contentRoutes(ctx: ApiContext): Hono {
  // The stored menus and the answers both in the major unit of the venue's currency.
  const { DrinkMenuItem, DrinkMenuItemsResponse } = drinkMenuSchemasIn(ctx.moneyExponent);
  const { FoodMenuItem, FoodMenuItemsResponse } = foodMenuSchemasIn(ctx.moneyExponent);
  const routes = new Hono();
  routes.get('/faq-items', async (c) => respond(c, FaqItemsResponse, { data: await listItems(ctx.db, 'faq', FaqItem) }));
  routes.get('/food-menu-items', async (c) =>
    respond(c, FoodMenuItemsResponse, { data: await listItems(ctx.db, 'food-menu', FoodMenuItem) }),
  );
  routes.get('/menu-items', async (c) =>
    respond(c, DrinkMenuItemsResponse, { data: await listItems(ctx.db, 'drink-menu', DrinkMenuItem) }),
  );
  return routes;
}
