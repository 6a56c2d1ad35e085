import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSessionHttp } from './session.http';
import { startTestVenueServer, type TestVenueServer } from '../testing/test-venue-server';

let venue: TestVenueServer;
beforeAll(async () => (venue = await startTestVenueServer()));
afterAll(() => venue.close());
beforeEach(() => {
  venue.seen.length = 0;
  venue.routes = {};
});

describe('session over HTTP', () => {
  it('requests the app token with the client credentials and the password grant', async () => {
    const session = createSessionHttp(venue.client());
    expect(await session.requestAppToken()).toEqual({ ok: true, value: { access_token: 'fresh-token' } });
    expect(venue.seen.map((s) => `${s.method} ${s.url}`)).toEqual(['POST /oauth/token']);
    expect(JSON.parse(venue.seen[0]?.body ?? '')).toEqual({
      client_id: 'web',
      client_secret: 's3cret',
      username: 'site',
      password: 'pw',
      grant_type: 'password',
    });
  });

  it('loads the general info from data, with the bearer token and the default currency', async () => {
    venue.routes = { 'GET /general-info': { status: 200, body: { data: { _id: 'v1', name: 'Club', general: { address: '1 Main St' } } } } };
    const session = createSessionHttp(venue.client());
    expect(await session.loadGeneralInfo()).toEqual({
      ok: true,
      value: { _id: 'v1', name: 'Club', general: { address: '1 Main St', currency: '$' } },
    });
    expect(venue.seen.at(-1)?.headers.authorization).toBe('Bearer fresh-token');
  });

  it('reports a venue that is not wrapped in data as a DecodeError of GET general-info', async () => {
    venue.routes = { 'GET /general-info': { status: 200, body: { general: {} } } };
    const result = await createSessionHttp(venue.client()).loadGeneralInfo();
    expect(result).toMatchObject({ ok: false, error: { _tag: 'DecodeError', source: 'GET general-info', path: 'data' } });
  });

  it('passes a failed load on as the HTTP error', async () => {
    venue.routes = { 'GET /general-info': { status: 404, body: { error: { code: 'not_found', message: 'The venue was not found.' } } } };
    const result = await createSessionHttp(venue.client()).loadGeneralInfo();
    expect(result).toEqual({
      ok: false,
      error: {
        _tag: 'HttpError',
        status: 404,
        message: 'The venue was not found.',
        body: { error: { code: 'not_found', message: 'The venue was not found.' } },
      },
    });
  });
});
