import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Schema } from 'effect';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWebStorage } from '../storage/web-storage.storage';
import { createVenueHttpClient, type VenueHttpConfig } from './venue-http-client';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (req: Seen, res: ServerResponse) => void;

let server: Server;
let baseURL = '';
let seen: Seen[] = [];
let handler: Handler = () => undefined;

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(entry);
      if (entry.url === '/oauth/token') return json(res, 200, { access_token: `token-${seen.length}`, token_type: 'Bearer' });
      handler(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  handler = (_req, res) => json(res, 200, { data: { value: 1 } });
});

const Data = Schema.Struct({ data: Schema.Struct({ value: Schema.Finite }) });

function memory() {
  const map = new Map<string, string>();
  return createWebStorage({
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  });
}

function client(overrides: Partial<VenueHttpConfig> = {}) {
  const storage = overrides.storage ?? memory();
  return {
    storage,
    api: createVenueHttpClient({
      baseURL,
      credentials: { clientId: 'web', clientSecret: 's3cret', username: 'site', password: 'pw' },
      storage,
      routeQuery: { current: () => ({}) },
      retryDelayMs: () => 1,
      ...overrides,
    }),
  };
}

describe('venue HTTP client', () => {
  it('signs in with the password grant first, stores venueToken and sends the bearer header', async () => {
    const { api, storage } = client();
    const result = await api.get('faq-items', Data);
    expect(result).toEqual({ ok: true, value: { data: { value: 1 } } });
    expect(JSON.parse(seen[0]?.body ?? '{}')).toEqual({
      client_id: 'web',
      client_secret: 's3cret',
      username: 'site',
      password: 'pw',
      grant_type: 'password',
    });
    expect(storage.get('venueToken')).toBe('token-1');
    expect(seen[1]?.headers.authorization).toBe('Bearer token-1');
  });

  it('attaches the optional user token when one is stored', async () => {
    const { api, storage } = client();
    storage.set('venueToken', 'kept');
    storage.set('token', 'user-42');
    await api.get('faq-items', Data);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers['x-user-token']).toBe('user-42');
  });

  it('refreshes the token once on a 401 and retries once, never looping', async () => {
    handler = (_req, res) => json(res, 401, { error: { code: 'unauthorized', message: 'Token expired' } });
    const { api, storage } = client();
    storage.set('venueToken', 'stale');
    const result = await api.get('faq-items', Data);
    expect(result).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 401, message: 'Token expired' } });
    expect(seen.map((s) => s.url)).toEqual(['/faq-items', '/oauth/token', '/faq-items']);
  });

  it('adds ref and PID to POST bodies only when both are in the route query', async () => {
    const both = client({ routeQuery: { current: () => ({ ref: 'insta', PID: 'p7' }) } });
    both.storage.set('venueToken', 't');
    await both.api.post('submit-contact', { name: 'Ana' }, Data);
    expect(JSON.parse(seen.at(-1)?.body ?? '')).toEqual({ name: 'Ana', ref: 'insta', PID: 'p7' });

    const one = client({ routeQuery: { current: () => ({ ref: 'insta' }) } });
    one.storage.set('venueToken', 't');
    await one.api.post('submit-contact', { name: 'Ana' }, Data);
    expect(JSON.parse(seen.at(-1)?.body ?? '')).toEqual({ name: 'Ana' });
  });

  it('adds ref and PID to multipart POSTs (chat files and recordings) as text fields, once per send', async () => {
    const both = client({ routeQuery: { current: () => ({ ref: 'insta', PID: 'p7' }) } });
    both.storage.set('venueToken', 't');
    const form = new FormData();
    form.append('hash', 'h1');
    form.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'menu.pdf');
    await both.api.postForm('api/onlineGuest/newMessage', form, Data);
    await both.api.postForm('api/onlineGuest/newMessage', form, Data);
    for (const sent of seen.slice(-2)) {
      expect(sent.headers['content-type']).toMatch(/^multipart\/form-data/);
      expect(sent.body.match(/name="ref"\r\n\r\ninsta\r\n/g)).toHaveLength(1);
      expect(sent.body.match(/name="PID"\r\n\r\np7\r\n/g)).toHaveLength(1);
      expect(sent.body).toContain('filename="menu.pdf"');
    }
    expect([...form.keys()]).toEqual(['hash', 'file']);

    const one = client({ routeQuery: { current: () => ({ PID: 'p7' }) } });
    one.storage.set('venueToken', 't');
    await one.api.postForm('api/onlineGuest/newMessage', form, Data);
    expect(seen.at(-1)?.body).not.toContain('name="PID"');
  });

  it('sends the idempotency key of an order attempt', async () => {
    const { api, storage } = client();
    storage.set('venueToken', 't');
    await api.post('new-ticket-order', {}, Data, { idempotencyKey: 'attempt-1' });
    expect(seen.at(-1)?.headers['idempotency-key']).toBe('attempt-1');
  });

  it('sends the language of the guest’s page with every call, and none of its own when it has none', async () => {
    const { api, storage } = client({ language: 'fr' });
    storage.set('venueToken', 't');
    await api.post('new-ticket-order', {}, Data);
    await api.get('events', Data);
    expect(seen.map((call) => call.headers['accept-language'])).toEqual(['fr', 'fr']);
    const { api: unset, storage: unsetStorage } = client();
    unsetStorage.set('venueToken', 't');
    await unset.get('events', Data);
    // Node's fetch sends `*` when the caller names no language: the venue then writes in its default one.
    expect(seen.at(-1)?.headers['accept-language'] ?? '*').toBe('*');
  });

  it('retries an idempotent GET after a 5xx but never a POST', async () => {
    let calls = 0;
    handler = (_req, res) => (++calls < 3 ? json(res, 503, {}) : json(res, 200, { data: { value: 2 } }));
    const { api, storage } = client();
    storage.set('venueToken', 't');
    expect(await api.get('sliders', Data)).toEqual({ ok: true, value: { data: { value: 2 } } });
    expect(calls).toBe(3);

    calls = 0;
    handler = (_req, res) => (++calls, json(res, 503, {}));
    const post = await api.post('new-food-order', {}, Data, { idempotencyKey: 'k' });
    expect(post).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 503 } });
    expect(calls).toBe(1);
  });

  it('turns a body that does not match its schema into a DecodeError naming endpoint and field', async () => {
    handler = (_req, res) => json(res, 200, { data: { value: 'one' } });
    const { api, storage } = client();
    storage.set('venueToken', 't');
    expect(await api.get('faq-items', Data)).toMatchObject({
      ok: false,
      error: { _tag: 'DecodeError', source: 'GET faq-items', path: 'data.value' },
    });
  });

  it('reports a request that outlives its timeout as a network error', async () => {
    handler = (_req, res) => void setTimeout(() => json(res, 200, { data: { value: 1 } }), 300); // answers too late
    const { api, storage } = client({ timeoutMs: 50, getRetries: 0 });
    storage.set('venueToken', 't');
    expect(await api.get('faq-items', Data)).toMatchObject({ ok: false, error: { _tag: 'NetworkError' } });
  });

  it('shares one token request between concurrent calls', async () => {
    const { api } = client();
    await Promise.all([api.get('a', Data), api.get('b', Data), api.get('c', Data)]);
    expect(seen.filter((s) => s.url === '/oauth/token')).toHaveLength(1);
  });
});
