// The embedded backend's pictures, read by the image route from the app itself (docs/backend.md#the-sites-image-route):
// no socket and no address to check, and only the venue API's paths, so the route never asks itself
// for a page or for another of its own rungs.
import type { InProcessSource } from './guarded-fetch';

/** The origin a `/path` source is given in-process; nothing listens there. */
export const EMBEDDED_API_ORIGIN = 'http://venue.internal';

export function embeddedApiSource(app: { fetch(request: Request): Response | Promise<Response> }): InProcessSource {
  return {
    origin: EMBEDDED_API_ORIGIN,
    fetch: async (request) => {
      if (!new URL(request.url).pathname.startsWith('/venue-api/')) return new Response('Not a picture of the venue API.', { status: 404 });
      return app.fetch(request);
    },
  };
}
