// The language a guest's call is made in (docs/architecture.md#languages): the site sends its page's language as
// Accept-Language; a call without one the backend writes (another client, the pseudo-language) takes the venue's default.
import type { Context } from 'hono';
import type { Queryable } from '../db/database.port';
import { readGeneralInfo } from '../store/venue.store';
import { guestLanguageOf, venueDefaultLanguage, type GuestLanguage } from './guest-language';

export async function requestLanguage(c: Context, db: Queryable): Promise<GuestLanguage> {
  return guestLanguageOf(c.req.header('accept-language')) ?? venueDefaultLanguage((await readGeneralInfo(db))?.general.languages);
}
