import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppToken } from '@venue/core/session/app-token.schema';
import { decodeWith } from '@venue/core/shared/decode';
import { demoClient } from '../config/demo-client';
import { DB_START_TIMEOUT_MS, startTestApi, TEST_NOW, type TestApi } from '../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

const grant = {
  client_id: demoClient.clientId,
  client_secret: demoClient.clientSecret,
  username: demoClient.username,
  password: demoClient.password,
  grant_type: 'password',
};

const postToken = (body: string, contentType = 'application/json') =>
  api.app().request('/venue-api/oauth/token', { method: 'POST', headers: { 'content-type': contentType }, body });

describe('POST oauth/token', () => {
  it('issues an opaque bearer token for the demo client', async () => {
    const res = await postToken(JSON.stringify(grant));
    expect(res.status).toBe(200);
    const body: unknown = await res.json();
    expect(decodeWith(AppToken, 'oauth/token')(body).ok).toBe(true);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('accepts the OAuth form encoding too', async () => {
    const res = await postToken(new URLSearchParams(grant).toString(), 'application/x-www-form-urlencoded');
    expect(res.status).toBe(200);
  });

  it('keeps only a hash of the token in the database', async () => {
    const token = await api.signIn();
    const rows = await api.db.query<{ token_hash: string }>('SELECT token_hash FROM access_token');
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it.each([
    ['a wrong secret', { ...grant, client_secret: 'nope' }, 401, 'invalid_client'],
    ['an unknown client', { ...grant, client_id: 'someone' }, 401, 'invalid_client'],
    ['a wrong password', { ...grant, password: 'nope' }, 401, 'invalid_grant'],
    ['another grant type', { ...grant, grant_type: 'client_credentials' }, 400, 'unsupported_grant_type'],
  ])('refuses %s', async (_, body, status, code) => {
    const res = await postToken(JSON.stringify(body));
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error: { code, message: expect.any(String) } });
  });

  it('answers malformed JSON with 400 and a body that is not an object with 422, as every route does', async () => {
    const res = await postToken('{"client_id":');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'malformed_json' } });
    const list = await postToken('[]');
    expect(list.status).toBe(422);
    expect(await list.json()).toMatchObject({ error: { code: 'invalid_input', field: 'body' } });
  });
});

describe('the bearer token guard', () => {
  it('answers 401 with the error body when there is no token', async () => {
    const res = await api.get('faq-items', null);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('Bearer');
    expect(await res.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
  });

  it('answers 401 for an unknown token', async () => {
    const res = await api.get('faq-items', 'not-a-token');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_token' } });
  });

  it('lets a valid token through', async () => {
    expect((await api.get('faq-items', await api.signIn())).status).toBe(200);
  });

  it('refuses a token once it has expired', async () => {
    const token = await api.signIn();
    api.clock.now = new Date(TEST_NOW.getTime() + 3601 * 1000);
    try {
      expect((await api.get('faq-items', token)).status).toBe(401);
    } finally {
      api.clock.now = TEST_NOW;
    }
  });

  it('leaves health, pictures and campaign pages public', async () => {
    expect((await api.get('health', null)).status).toBe(200);
    const picture = await api.get('media/logo.svg', null);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(await picture.text()).toMatch(/^<svg/);
    const card = await api.get('media/logo.svg/card.png', null);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await card.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    const campaign = await api.get('multiEmailCampain/promo-happy-hour', null);
    expect(campaign.status).toBe(200);
    expect(await campaign.text()).toContain('Happy Hour');
    // Venue HTML in a sandbox without scripts and with an origin of its own.
    expect(campaign.headers.get('content-security-policy')).toMatch(/^sandbox [^;]*; default-src 'none'/);
    expect(campaign.headers.get('content-security-policy')).not.toContain('allow-scripts');
  });

  it('answers 404 with the error body for unknown pictures and campaigns', async () => {
    for (const path of ['media/nope.svg', 'media/nope.svg/card.png', 'multiEmailCampain/nope']) {
      const res = await api.get(path, null);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });
});
