// The site alone: server-rendered pages, built files, robots.txt and sitemap.xml, with every API call
// (the server's loaders and guests' browsers alike) going to the venue's own API. No database is
// opened and nothing of the embedded backend's API is served here.
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { lookupOrigins } from '../config/env';
import { renderedSite } from '../http/render-site';
import { securityHeaders } from '../http/security-headers';
import { mountSite } from '../http/site';
import { remoteSitePictures } from '../site-pictures/site-pictures-options';
import { mountSitePictures } from '../site-pictures/site-pictures-route';
import type { SiteAloneConfig } from './site-config';

export function createSiteAloneApp(webRoot: string, config: SiteAloneConfig): Hono {
  const app = new Hono();
  const apiOrigin = new URL(config.publicApiUrl).origin;
  app.use('*', securityHeaders({ trustProxy: config.trustProxy, extraConnectOrigins: lookupOrigins(config.lookups), apiOrigin }));
  app.use('*', compress());
  // The API is the venue's, elsewhere: nothing of it answers here (not even the app's HTML).
  app.all('/venue-api/*', (c) => c.text(`The venue's API is at ${config.publicApiUrl}`, 404));
  const settings = {
    apiBase: config.publicApiUrl,
    credentials: config.client,
    lookups: config.lookups,
    ...(config.timeZone ? { timeZone: config.timeZone } : {}),
    ...(config.currencyCode ? { currencyCode: config.currencyCode } : {}),
    ...(config.languages ? { languages: config.languages } : {}),
  };
  // Outside pictures at the ladder's sizes (docs/backend.md#the-sites-image-route), before the pages' catch-all.
  mountSitePictures(app, remoteSitePictures(config.apiUrl, config.publicApiUrl, config.imageRoute));
  renderedSite(webRoot, { backend: { kind: 'remote', apiUrl: config.apiUrl }, settings }).mount(app);
  mountSite(app, webRoot);
  app.onError((error, c) => {
    console.error(error);
    return c.text('The site failed to answer; the error is in its log.', 500);
  });
  return app;
}
