// /favicon.ico: browsers, bookmarks and crawlers ask for it whatever the page names. It sends them to
// the venue's logo, or answers 404 when the venue has none; never the home page's HTML, which is
// what an unknown path gets (docs/backend.md#decisions-where-the-product-brief-is-silent).
import type { Handler } from 'hono';
import { contentMemo } from '../store/content-memo';
import { readVenueIdentity, readWebsiteSettings } from '../store/venue.store';
import type { ApiContext } from './api-context';

/** A changed logo reaches a browser that kept the redirect within the hour. */
const ICON_MAX_AGE_SECONDS = 3600;

const venueLogo = contentMemo(async (db) => {
  const venue = await readVenueIdentity(db);
  const settings = venue ? await readWebsiteSettings(db, venue.id) : undefined;
  return settings?.header.image ?? null;
});

export const faviconRoute =
  (ctx: ApiContext): Handler =>
  async (c) => {
    const logo = await venueLogo(ctx.db, ctx.db);
    if (logo === null || logo.trim() === '') return c.text('The venue has no icon.', 404);
    c.header('cache-control', `public, max-age=${ICON_MAX_AGE_SECONDS}`);
    return c.redirect(logo, 302);
  };
