// GET general-info, api/venue/getFinancialSettings, api/venue-website-settings/{id}.
import { Hono } from 'hono';
import { WebsiteSettingsResponse } from '@venue/core/content/website-settings.schema';
import { VenueGeneralInfoResponse } from '@venue/core/session/venue-general-info.schema';
import { financialSettingsSchemasIn } from '@venue/core/venue/financial-settings.schema';
import type { ApiContext } from '../http/api-context';
import { answerRefusal, notFound } from '../http/refusal';
import { respond } from '../http/respond';
import { venueTexts } from '../languages/venue-texts';
import { readFinancialSettings, readGeneralInfo, readWebsiteSettings } from '../store/venue.store';

export function venueRoutes(ctx: ApiContext): Hono {
  const { FinancialSettingsResponse } = financialSettingsSchemasIn(ctx.moneyExponent);
  const routes = new Hono();
  routes.get('/general-info', async (c) => {
    const info = await readGeneralInfo(ctx.db);
    if (!info) return answerRefusal(c, notFound('The venue'));
    // A seed without a zone answers the server's (VENUE_TIME_ZONE), so the site always knows the venue's clock; the
    // languages of its texts are those it has translations in (languages/venue-texts.ts).
    const { languages: contentLanguages } = await venueTexts(ctx.db);
    return respond(c, VenueGeneralInfoResponse, {
      data: { ...info, general: { ...info.general, timeZone: ctx.timeZone, contentLanguages } },
    });
  });
  routes.get('/api/venue/getFinancialSettings', async (c) => {
    const settings = await readFinancialSettings(ctx.db, ctx.pricing);
    return settings ? respond(c, FinancialSettingsResponse, { data: settings }) : answerRefusal(c, notFound('The venue'));
  });
  routes.get('/api/venue-website-settings/:id', async (c) => {
    const settings = await readWebsiteSettings(ctx.db, c.req.param('id'));
    return settings ? respond(c, WebsiteSettingsResponse, { data: settings }) : answerRefusal(c, notFound('A venue with this id'));
  });
  return routes;
}
