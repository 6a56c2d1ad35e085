// The API's public pages, asked for by <img> and <iframe> that cannot send a bearer token:
// GET media/{name} (seeded pictures) and media/{name}/card.png (one as a link preview's PNG),
// multiEmailCampain/{promotionId} (campaign pages) and invoices/pdf/{file} (invoices of paid orders).
import { Hono } from 'hono';
import type { ApiContext } from '../http/api-context';
import { answerRefusal, notFound } from '../http/refusal';
import { SeedPromotion } from '../seed/venue-seed.schema';
import { findItem } from '../store/content.store';
import { findMedia } from '../store/media.store';
import { invoicePdf } from './invoices.routes';
import { cardCache } from './share-card';

/** The campaign page's policy; the promotion page that frames it may be on a site of its own origin. */
export const campaignPagePolicy = (siteOrigins: readonly string[] = []): string =>
  "sandbox allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation; default-src 'none'; img-src 'self' https: data:; style-src 'self' 'unsafe-inline' https:; font-src https: data:; " +
  ['frame-ancestors', "'self'", ...siteOrigins].join(' ');

export function publicRoutes(ctx: ApiContext): Hono {
  const routes = new Hono();
  const card = cardCache();
  routes.get('/media/:name', async (c) => {
    const media = await findMedia(ctx.db, c.req.param('name'));
    if (!media) return answerRefusal(c, notFound('This picture'));
    return c.body(media.body, 200, {
      'content-type': media.contentType,
      'cache-control': 'public, max-age=86400',
      // An SVG opened directly must not run scripts on the site's origin.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
    });
  });
  routes.get('/media/:name/card.png', async (c) => {
    const name = c.req.param('name');
    const media = await findMedia(ctx.db, name);
    if (!media) return answerRefusal(c, notFound('This picture'));
    const png = await card(name, media.body);
    return c.body(new Uint8Array(png), 200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' });
  });
  routes.get('/multiEmailCampain/:promotionId', async (c) => {
    const promotion = await findItem(ctx.db, 'promotion', c.req.param('promotionId'), SeedPromotion);
    if (!promotion) return answerRefusal(c, notFound('A promotion with this id'));
    // The venue's campaign HTML never runs script on the site's origin: a sandbox with no scripts and an
    // origin of its own, whichever way it is opened (the promotion page's iframe is sandboxed too).
    return c.html(promotion.campaignHtml, 200, {
      'cache-control': 'no-cache',
      'content-security-policy': campaignPagePolicy(ctx.siteOrigins),
    });
  });
  routes.get('/invoices/pdf/:file', (c) => invoicePdf(ctx, c));
  return routes;
}
