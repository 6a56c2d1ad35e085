// The states every other pact starts from: the demo venue as seeded, and the site's service client.
import type { AreaStates } from './provider-state';

export const venueStates: AreaStates = (ctx) => ({
  /** The venue of the demo seed (docs/seed-format.md); content reads answer from it as it is. */
  'the demo venue': () => Promise.resolve({}),
  /** Answers the client credentials the site signs in with: clientId, clientSecret, username, password. */
  'the website client is registered': () =>
    Promise.resolve({ clientId: ctx.client.clientId, clientSecret: ctx.client.clientSecret, username: ctx.client.username, password: ctx.client.password }),
});
