import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { demoClient } from '../config/demo-client';
import { readImageRoute, TEMPORARY_SITE_PICTURES_DIR, type ImageRouteSettings } from '../config/env';
import { oauthRoutes } from '../auth/oauth.routes';
import { requireToken } from '../auth/require-token';
import { blocksRoutes } from '../routes/blocks.routes';
import { bottlesRoutes } from '../routes/bottles.routes';
import { chatUploadsRoutes } from '../routes/chat-uploads.routes';
import { chatRoutes } from '../routes/chat.routes';
import { contentRoutes } from '../routes/content.routes';
import { eventsRoutes } from '../routes/events.routes';
import { galleryRoutes } from '../routes/gallery.routes';
import { homeRoutes } from '../routes/home.routes';
import { publicRoutes } from '../routes/public.routes';
import { picturesRoutes } from '../pictures/pictures.routes';
import { reviewsRoutes } from '../routes/reviews.routes';
import { staffRoutes } from '../routes/staff.routes';
import { talentsRoutes } from '../routes/talents.routes';
import { venueRoutes } from '../routes/venue.routes';
import { formsRoutes } from '../routes/forms.routes';
import { mailingListRoutes } from '../routes/mailing-list.routes';
import { mailingListLinkRoutes } from '../mailing-list/list-link.routes';
import { reviewCommentsRoutes } from '../routes/review-comments.routes';
import { talentSubmissionsRoutes } from '../routes/talent-submissions.routes';
import { uploadsRoutes } from '../routes/uploads.routes';
import { ticketsRoutes } from '../routes/tickets.routes';
import { foodRoutes } from '../routes/food.routes';
import { giftCardsRoutes } from '../routes/gift-cards.routes';
import { coatCheckRoutes } from '../routes/coatcheck.routes';
import { paymentsRoutes } from '../routes/payments.routes';
import { stripeWebhookRoutes } from '../routes/stripe-webhook.routes';
import { bottleOrdersRoutes } from '../routes/bottle-orders.routes';
import { reservationsRoutes } from '../routes/reservations.routes';
import { bookingsRoutes } from '../routes/bookings.routes';
import { contractStatesRoutes } from '../contracts/provider-states.routes';
import { countRequestsInFlight } from './requests-in-flight';
import { outageAnswer } from './database-outage';
import type { ApiContext } from './api-context';
import { bodyLimits } from './body-limits';
import { crossOriginSites } from './cross-origin-sites';
import { rateLimits, type RateLimitOptions } from './rate-limits';
import { cachedContentPaths, contentCache } from './content-cache';
import { venueTextsInLanguage } from './content-language';
import { faviconRoute } from './favicon';
import { jsonLength } from './json-length';
import { noStoreUnlessSaid } from './no-store';
import { pathGuard } from './path-guard';
import { answerRefusal, refusal } from './refusal';
import { renderedSite, type BrowserSettings } from './render-site';
import { securityHeaders, type SecurityHeaderOptions } from './security-headers';
import { mountSite } from './site';
import { embeddedSitePictures } from '../site-pictures/site-pictures-options';
import { mountSitePictures } from '../site-pictures/site-pictures-route';
import { guestCodeKeyRoutes, guestCodesRoutes } from '../guest-codes/guest-codes.routes';
import { myOrdersRoutes } from '../my-orders/my-orders.routes';

export interface AppOptions {
  /** Folder of the built web app; omitted when only the API is served (tests). */
  readonly webRoot?: string;
  /** The database and settings of the venue API; without it only `health` answers (site-only tests). */
  readonly api?: ApiContext;
  /** Whether to believe a TLS proxy's X-Forwarded-* headers, and what else pages may call; none by default. */
  readonly security?: SecurityHeaderOptions;
  /** Budgets per client address (rate-limits.ts); on unless a load benchmark turns them off. */
  readonly rateLimits?: RateLimitOptions;
  /** VENUE_CONTRACT_STATES=1: Pact's provider-state and message requests (docs/contracts.md); never in production. */
  readonly contractStates?: boolean;
  /** What the site's pages are told at run time; the embedded API on the site's origin by default. */
  readonly siteSettings?: BrowserSettings;
  /** The site's image route (docs/backend.md#the-sites-image-route); no outside origin and a temporary folder by default. */
  readonly imageRoute?: ImageRouteSettings;
}

const noProxy: SecurityHeaderOptions = { trustProxy: false, extraConnectOrigins: [] };

/** Everything under /venue-api/ but health and the public pages needs a bearer token. */
function mountApi(api: Hono, ctx: ApiContext): void {
  api.route('/', oauthRoutes(ctx));
  api.route('/', publicRoutes(ctx));
  api.route('/', picturesRoutes(ctx));
  api.route('/', uploadsRoutes(ctx));
  // Chat files for <img>/<audio>, and the staff page, which has its own password.
  for (const routes of [chatUploadsRoutes, staffRoutes]) api.route('/', routes(ctx));
  // Stripe cannot send a token: its webhook is guarded by its signature instead.
  api.route('/', stripeWebhookRoutes(ctx));
  // The door reads the guest codes' public key with no client credentials: it is not secret.
  api.route('/', guestCodeKeyRoutes(ctx));
  // A mailed link (confirm a sign-up, unsubscribe) is opened by a guest or a mail client: its signature is the proof.
  api.route('/', mailingListLinkRoutes(ctx));
  api.use('*', requireToken(ctx));
  const cache = contentCache(ctx);
  for (const path of cachedContentPaths) api.use(path, cache);
  // Inside the cache, which keeps each language's answer apart.
  api.use('*', venueTextsInLanguage(ctx));
  for (const routes of [
    venueRoutes,
    contentRoutes,
    galleryRoutes,
    homeRoutes,
    talentsRoutes,
    eventsRoutes,
    bottlesRoutes,
    blocksRoutes,
    reviewsRoutes,
    mailingListRoutes,
    talentSubmissionsRoutes,
    formsRoutes,
    reviewCommentsRoutes,
    chatRoutes,
    ticketsRoutes,
    foodRoutes,
    giftCardsRoutes,
    coatCheckRoutes,
    paymentsRoutes,
    bottleOrdersRoutes,
    reservationsRoutes,
    bookingsRoutes,
    guestCodesRoutes,
    myOrdersRoutes,
  ]) {
    api.route('/', routes(ctx));
  }
}

export function createApp(options: AppOptions = {}): Hono {
  const app = new Hono();
  app.use('*', countRequestsInFlight);
  app.use('*', securityHeaders(options.security ?? noProxy));
  app.use('*', compress());
  app.use('*', pathGuard);
  const db = options.api?.db;
  const settings = options.siteSettings ?? { apiBase: '/venue-api/', credentials: options.api?.client ?? demoClient, lookups: {} };
  const site = options.webRoot
    ? renderedSite(options.webRoot, {
        backend: { kind: 'embedded' },
        settings,
        ...(db ? { contentVersion: () => db.contentVersion() } : {}),
      })
    : null;
  if (site) app.use('/venue-api/*', site.invalidateOnWrite);
  const api = new Hono();
  const siteOrigins = options.api?.siteOrigins ?? [];
  if (siteOrigins.length > 0) api.use('*', crossOriginSites(siteOrigins));
  api.use('*', bodyLimits);
  api.use('*', rateLimits(options.rateLimits ?? { trustProxy: false, enabled: true }));
  api.use('*', jsonLength);
  api.use('*', noStoreUnlessSaid);
  api.get('/health', (c) => c.json({ status: 'ok' }));
  if (options.api && options.contractStates) api.route('/', contractStatesRoutes(options.api));
  if (options.api) mountApi(api, options.api);
  api.all('*', (c) => answerRefusal(c, refusal(404, 'not_found', 'No such API endpoint.')));
  app.route('/venue-api', api);
  if (options.api) app.get('/favicon.ico', faviconRoute(options.api));
  app.onError((error, c) => {
    // A database that is away is an outage, said once in the log by the database itself, not a bug.
    const outage = outageAnswer(c, error);
    if (outage) return outage;
    console.error(error);
    return answerRefusal(c, refusal(500, 'internal', 'The venue API failed to answer; the error is in its log.'));
  });
  if (site && options.webRoot) {
    mountSitePictures(app, embeddedSitePictures(app, options.imageRoute ?? readImageRoute({}, TEMPORARY_SITE_PICTURES_DIR)));
    site.mount(app);
    mountSite(app, options.webRoot);
  }
  return app;
}
