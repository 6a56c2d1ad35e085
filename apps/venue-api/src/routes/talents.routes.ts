// GET api/talents/getAll/{page}/{pageSize} (page 1-based) and api/talents/getOne/{id}.
import { Hono } from 'hono';
import { Talent, TalentPageResponse, TalentResponse } from '@venue/core/content/talent.schema';
import type { ApiContext } from '../http/api-context';
import { answerRefusal, invalidInput, notFound } from '../http/refusal';
import { respond } from '../http/respond';
import { countItems, findItem, listItems } from '../store/content.store';

export const MAX_PAGE_SIZE = 100;

const wholeNumber = (text: string): number | undefined => (/^\d{1,6}$/.test(text) ? Number(text) : undefined);

export function talentsRoutes(ctx: ApiContext): Hono {
  const routes = new Hono();
  routes.get('/api/talents/getAll/:page/:pageSize', async (c) => {
    const page = wholeNumber(c.req.param('page'));
    const pageSize = wholeNumber(c.req.param('pageSize'));
    if (page === undefined || page < 1) return answerRefusal(c, invalidInput('page', 'The page must be a whole number from 1.'));
    if (pageSize === undefined || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
      return answerRefusal(c, invalidInput('pageSize', `The page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`));
    }
    const [talents, total] = await Promise.all([
      listItems(ctx.db, 'talent', Talent, { offset: (page - 1) * pageSize, limit: pageSize }),
      countItems(ctx.db, 'talent'),
    ]);
    return respond(c, TalentPageResponse, { data: { talents, page, pageSize, total } });
  });
  routes.get('/api/talents/getOne/:id', async (c) => {
    const talent = await findItem(ctx.db, 'talent', c.req.param('id'), Talent);
    return talent ? respond(c, TalentResponse, { data: talent }) : answerRefusal(c, notFound('A talent with this id'));
  });
  return routes;
}
