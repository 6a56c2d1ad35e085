// The states every other pact starts from: the demo venue as seeded, and the site's service client.
import { writeTranslations } from '../languages/venue-texts';
import type { AreaStates } from './provider-state';

/** The venue's general info with `general.languages` set to the JSON array given, or removed (null). */
const setLanguages = (languages: string | null) =>
  languages === null
    ? "UPDATE venue SET general_info = jsonb_set(general_info, '{general}', (general_info->'general') - 'languages')"
    : `UPDATE venue SET general_info = jsonb_set(general_info, '{general,languages}', '${languages}'::jsonb)`;

/** The French name the demo's first upcoming event is given by `the demo venue writes its events in French too`. */
const FRENCH_EVENT_NAME = 'Nuits profondes avec DJ Nova';

export const venueStates: AreaStates = (ctx) => ({
  /** The venue of the demo seed (docs/seed-format.md); content reads answer from it as it is, naming no languages. */
  'the demo venue': async () => {
    await ctx.db.query(setLanguages(null));
    await ctx.db.query('DELETE FROM content_translation');
    return {};
  },
  /** The demo venue naming its languages, its default first (docs/product.md#languages), as a local variant does. */
  'the demo venue names its languages': async () => {
    await ctx.db.query(setLanguages('["en", "fr"]'));
    await ctx.db.query('DELETE FROM content_translation');
    return {};
  },
  /** As the last, with event-up-1's name written in French too (docs/seed-format.md#texts-in-several-languages). */
  'the demo venue writes its events in French too': async () => {
    await ctx.db.query(setLanguages('["en", "fr"]'));
    await ctx.db.query('DELETE FROM content_translation');
    const [event] = await ctx.db.query<{ name: string }>("SELECT doc->>'name' AS name FROM event WHERE id = 'event-up-1'");
    if (event) await writeTranslations(ctx.db, [{ language: 'fr', source: event.name, text: FRENCH_EVENT_NAME }]);
    return {};
  },
  /** Answers the client credentials the site signs in with: clientId, clientSecret, username, password. */
  'the website client is registered': () =>
    Promise.resolve({ clientId: ctx.client.clientId, clientSecret: ctx.client.clientSecret, username: ctx.client.username, password: ctx.client.password }),
});
