// GET general-info, api/venue/getFinancialSettings, api/venue-website-settings/{id}.
import { Hono } from 'hono';
import { WebsiteSettingsResponse } from '@venue/core/content/website-settings.schema';
import { VenueGeneralInfo } from '@venue/core/session/venue-general-info.schema';
import { FinancialSettings } from '@venue/core/venue/financial-settings.schema';
import type { ApiContext } from '../http/api-context';
import { notFound } from '../http/api-error';
import { dataOf, respond } from '../http/respond';
import { readFinancialSettings, readGeneralInfo, readWebsiteSettings } from '../store/venue.store';

const GeneralInfoResponse = dataOf(VenueGeneralInfo);
const FinancialSettingsResponse = dataOf(FinancialSettings);

export function venueRoutes(ctx: ApiContext): Hono {
  const routes = new Hono();
  routes.get('/general-info', async (c) => {
    const info = await readGeneralInfo(ctx.db);
    return info ? respond(c, GeneralInfoResponse, { data: info }) : notFound(c, 'The venue');
  });
  routes.get('/api/venue/getFinancialSettings', async (c) => {
    const settings = await readFinancialSettings(ctx.db, ctx.pricing);
    return settings ? respond(c, FinancialSettingsResponse, { data: settings }) : notFound(c, 'The venue');
  });
  routes.get('/api/venue-website-settings/:id', async (c) => {
    const settings = await readWebsiteSettings(ctx.db, c.req.param('id'));
    return settings ? respond(c, WebsiteSettingsResponse, { data: settings }) : notFound(c, 'A venue with this id');
  });
  return routes;
}
