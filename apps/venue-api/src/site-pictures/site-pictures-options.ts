// The image route's sources and cache for each way the site runs (docs/backend.md#the-sites-image-route):
// with the embedded backend, whose pictures are read from the app itself, or alone in front of a venue's
// own API, read over HTTP from that API's origin.
import type { ImageRouteSettings } from '../config/env';
import { diskCache } from './disk-cache';
import { EMBEDDED_API_ORIGIN, embeddedApiSource } from './embedded-api-source';
import type { SitePicturesOptions } from './site-pictures-route';

const cacheOf = (settings: ImageRouteSettings) => diskCache({ dir: settings.cacheDir, maxBytes: settings.cacheBytes });

export function embeddedSitePictures(
  app: { fetch(request: Request): Response | Promise<Response> },
  settings: ImageRouteSettings,
): SitePicturesOptions {
  return {
    // The API is on the site's own origin: a `/path` it cannot read sends the browser to that same path.
    sources: { apiOrigin: EMBEDDED_API_ORIGIN, publicApiOrigin: '', imageOrigins: settings.imageOrigins },
    cache: cacheOf(settings),
    inProcess: embeddedApiSource(app),
  };
}

/** `apiUrl` as the site's server reaches the API (VENUE_API_URL), `publicApiUrl` as browsers do. */
export function remoteSitePictures(apiUrl: string, publicApiUrl: string, settings: ImageRouteSettings): SitePicturesOptions {
  return {
    sources: { apiOrigin: new URL(apiUrl).origin, publicApiOrigin: new URL(publicApiUrl).origin, imageOrigins: settings.imageOrigins },
    cache: cacheOf(settings),
  };
}
