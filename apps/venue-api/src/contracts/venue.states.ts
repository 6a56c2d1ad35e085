// The states every other pact starts from: the demo venue as seeded, and the site's service client.
import type { AreaStates } from './provider-state';

/** The venue's general info with `general.languages` set to the JSON array given, or removed (null). */
const setLanguages = (languages: string | null) =>
  languages === null
    ? "UPDATE venue SET general_info = jsonb_set(general_info, '{general}', (general_info->'general') - 'languages')"
    : `UPDATE venue SET general_info = jsonb_set(general_info, '{general,languages}', '${languages}'::jsonb)`;

export const venueStates: AreaStates = (ctx) => ({
  /** The venue of the demo seed (docs/seed-format.md); content reads answer from it as it is, naming no languages. */
  'the demo venue': async () => {
    await ctx.db.query(setLanguages(null));
    return {};
  },
  /** The demo venue naming its languages, its default first (docs/product.md#languages), as a local variant does. */
  'the demo venue names its languages': async () => {
    await ctx.db.query(setLanguages('["en", "fr"]'));
    return {};
  },
  /** Answers the client credentials the site signs in with: clientId, clientSecret, username, password. */
  'the website client is registered': () =>
    Promise.resolve({ clientId: ctx.client.clientId, clientSecret: ctx.client.clientSecret, username: ctx.client.username, password: ctx.client.password }),
});
