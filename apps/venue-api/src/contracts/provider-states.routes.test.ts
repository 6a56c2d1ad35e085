// The provider-state and message requests of Pact's verifier (docs/contracts.md), against the seeded
// demo venue (test clock 15 June 2030): what a state answers names what it created, nights are free
// and relative to the venue's today, messages are the server's own and reach no socket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionProblems, readConfig } from '../config/env';
import { createApp } from '../http/app';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi({ contractStates: true, rateLimits: false });
  token = await api.signIn();
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

/** `path` '' is the API's base path, where the verifier asks for a message. */
const post = (path: string, body: unknown, app = api.app()) =>
  app.request(path === '' ? '/venue-api' : `/venue-api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const setUp = async (state: string, params?: Record<string, unknown>) => {
  const res = await post('_pact/provider-states', { state, params: params ?? null, action: 'setup' });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, string>;
};
const withToken = (path: string, body?: unknown) =>
  api.app().request(`/venue-api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe('provider states', () => {
  it('answers the values of what the state created, which the API then serves', async () => {
    const { ticketOrderId } = await setUp('a ticket order exists');
    const order = await withToken(`ticket-order/${ticketOrderId}`);
    expect(order.status).toBe(200);
    expect(await order.json()).toMatchObject({ data: { orderId: ticketOrderId, kind: 'tickets', total: 50 } });
    // A fresh id every time: no pact can lean on a fixed one.
    expect((await setUp('a ticket order exists')).ticketOrderId).not.toBe(ticketOrderId);
  });

  it('hands out an open night a week ahead, a blocked one and a held one, each taken as the state says', async () => {
    const { openNight } = await setUp('a night is open for bookings');
    expect(openNight).toBe('06/22/2030');
    const check = (reservationDate: string) => withToken('check-availability', { noOfGuests: 4, reservationDate, reservationTime: '10:00 PM' });
    expect((await check(openNight ?? '')).status).toBe(200);

    const { blockedNight } = await setUp('the venue blocked a whole night', { notes: '<p>Closed.</p>' });
    const blocked = await check(blockedNight ?? '');
    expect(blocked.status).toBe(422);
    expect(await blocked.json()).toMatchObject({ error: { code: 'blocked', details: { notes: '<p>Closed.</p>' } } });

    const { heldNight } = await setUp('another private event holds a night');
    expect([openNight, blockedNight]).not.toContain(heldNight);
    // Set up again, the state moves its one block and its one holder rather than adding more.
    expect((await setUp('the venue blocked a whole night')).blockedNight).toBe(blockedNight);
    expect((await setUp('another private event holds a night')).heldNight).toBe(heldNight);
  });

  it('answers {} for an interaction without a state and for a teardown, 404 for a state it does not know', async () => {
    expect(await setUp('')).toEqual({});
    const teardown = await post('_pact/provider-states', { state: 'a ticket order exists', params: {}, action: 'teardown' });
    expect(await teardown.json()).toEqual({});
    const unknown = await post('_pact/provider-states', { state: 'a unicorn exists', action: 'setup' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'not_found', message: 'A provider state named "a unicorn exists" was not found.' } });
  });
});

describe('messages', () => {
  it('answers the message the server sends, its metadata base64 JSON in Pact-Message-Metadata, and no socket hears it', async () => {
    const before = api.realtime.emitted.length;
    const res = await post('', { description: 'the venue deleted a guest', providerStates: [{ name: 'an online guest exists' }] });
    expect(res.status).toBe(200);
    const { hash } = (await res.json()) as { hash: string };
    const metadata = JSON.parse(Buffer.from(res.headers.get('pact-message-metadata') ?? '', 'base64').toString()) as unknown;
    expect(metadata).toEqual({ event: `deleteOnlineGuestInfo.velvet-room-${hash}` });
    // The guest was really deleted, by the staff action that sends this event live.
    expect((await withToken(`api/onlineGuest/message/${hash}/website`)).status).toBe(404);
    expect(api.realtime.emitted.length).toBe(before);
  });

  it('answers 404 for a message it does not know', async () => {
    expect((await post('', { description: 'a unicorn appears' })).status).toBe(404);
  });
});

describe('VENUE_CONTRACT_STATES', () => {
  it('is served only when asked for', async () => {
    const without = createApp({ api: api.context(), rateLimits: { trustProxy: false, enabled: false } });
    // Without it both paths are the API's own, behind its token.
    expect((await post('_pact/provider-states', { state: 'the demo venue' }, without)).status).toBe(401);
    expect((await post('', { description: 'web support switched off' }, without)).status).toBe(401);
  });

  it('is refused in production and turns the per-address budgets off unless VENUE_RATE_LIMITS=1', () => {
    const env = { NODE_ENV: 'production', VENUE_CLIENT_SECRET: 'a-real-secret', VENUE_STAFF_PASSWORD: 'a-real-password', VENUE_CONTRACT_STATES: '1' };
    expect(productionProblems(readConfig(env), env)).toEqual([expect.stringContaining('VENUE_CONTRACT_STATES')]);
    expect(readConfig({}).contractStates).toBe(false);
    expect(readConfig({ VENUE_CONTRACT_STATES: '1' })).toMatchObject({ contractStates: true, rateLimits: false });
    expect(readConfig({ VENUE_CONTRACT_STATES: '1', VENUE_RATE_LIMITS: '1' }).rateLimits).toBe(true);
  });
});
