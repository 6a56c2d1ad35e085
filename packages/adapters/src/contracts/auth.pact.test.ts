import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createVenueHttpClient } from '../http/venue-http-client';
import { fetchWithoutKeepAlive, memoryStorage, venuePact } from '../testing/venue-pact';

const pact = venuePact();
const credentials = { clientId: 'venue-web', clientSecret: 'demo-secret', username: 'website', password: 'demo-password' };
/** The grant's fields as the pact carries them: the state answers the client the server knows. */
const { fromProviderState } = MatchersV3;
const grant = (secret: unknown = fromProviderState('${clientSecret}', credentials.clientSecret)) => ({
  client_id: fromProviderState('${clientId}', credentials.clientId),
  client_secret: secret,
  username: fromProviderState('${username}', credentials.username),
  password: fromProviderState('${password}', credentials.password),
  grant_type: 'password',
});

describe('auth contract', () => {
  it('issues an app token for the password grant', () =>
    pact
      .addInteraction()
      .given('the website client is registered')
      .uponReceiving('a password grant from the website client')
      .withRequest('POST', '/oauth/token', (b) => b.jsonBody(grant()))
      .willRespondWith(200, (b) =>
        b.jsonBody({ access_token: MatchersV3.string('a1b2c3'), token_type: 'Bearer', expires_in: MatchersV3.integer(3600) }),
      )
      .executeTest(async (server) => {
        const storage = memoryStorage();
        const api = createVenueHttpClient({ baseURL: `${server.url}/`, credentials, storage, routeQuery: { current: () => ({}) }, fetch: fetchWithoutKeepAlive });
        expect(await api.signIn()).toEqual({ ok: true, value: 'a1b2c3' });
        expect(storage.get('venueToken')).toBe('a1b2c3');
      }));

  it('refuses wrong client credentials with 401', () =>
    pact
      .addInteraction()
      .given('the website client is registered')
      .uponReceiving('a password grant with a wrong secret')
      .withRequest('POST', '/oauth/token', (b) => b.jsonBody(grant('wrong')))
      .willRespondWith(401, (b) => b.jsonBody({ error: { code: 'invalid_client', message: MatchersV3.string('Unknown client or wrong secret.') } }))
      .executeTest(async (server) => {
        const api = createVenueHttpClient({ baseURL: `${server.url}/`, credentials: { ...credentials, clientSecret: 'wrong' }, storage: memoryStorage(), routeQuery: { current: () => ({}) }, fetch: fetchWithoutKeepAlive });
        expect(await api.signIn()).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 401 } });
      }));
});
