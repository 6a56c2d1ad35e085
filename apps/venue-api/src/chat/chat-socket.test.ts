// The real path of a reply: a real server on a random port with socket.io attached as main.ts does,
// real socket.io clients, and the bot's answer arriving in the right guest's room only.
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../http/app';
import { createSocketRealtime, type SocketRealtime } from '../realtime/socket-server';
import { guestSocket, type GuestSocket } from '../testing/guest-socket';
import { DB_START_TIMEOUT_MS, startTestApi, type TestApi } from '../testing/test-api';
import { chatConnectionHandler } from './chat-socket';

let api: TestApi;
let server: ServerType;
let realtime: SocketRealtime;
let base: string;
let token: string;
const clients: Socket[] = [];

beforeAll(async () => {
  api = await startTestApi();
  realtime = createSocketRealtime();
  const ctx = { ...api.context(), realtime: realtime.emitter };
  server = serve({ fetch: createApp({ api: ctx }).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  realtime.attach(server as HttpServer, chatConnectionHandler(ctx));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  token = await api.signIn();
}, DB_START_TIMEOUT_MS);

afterAll(async () => {
  clients.forEach((client) => client.disconnect());
  await realtime.close();
  await new Promise((resolve) => server.close(resolve));
  await api.db.close();
});

async function call(path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${base}/venue-api/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return res.json();
}

async function newGuest(name: string): Promise<string> {
  const body = (await call('api/onlineGuest/newOnlineGuest', {
    clientName: name,
    clientEmail: 'g@example.com',
    clientPhoneNumber: '+12125550100',
    userAgent: 'PC',
    ip: null,
  })) as {
    data: { onlineGuest: { hash: string } };
  };
  return body.data.onlineGuest.hash;
}

/** A guest's client on the site's path, disconnected after the file. */
async function client(): Promise<GuestSocket> {
  const guest = await guestSocket(base);
  clients.push(guest.socket);
  return guest;
}

async function until(check: () => boolean, what: string, timeoutMs = 3_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const guestStatus = async (hash: string) =>
  (await api.db.query<{ status: string }>('SELECT status FROM online_guest WHERE hash = $1', [hash]))[0]?.status;

describe('chat over a real socket.io server', () => {
  it('tells a new connection whether web support is on', async () => {
    const { heard } = await client();
    await until(() => heard.length > 0, 'the web-support state');
    expect(heard[0]).toEqual({ event: 'showWebSupport.velvet-room', payload: 'yes' });
  });

  it("delivers the bot's reply to the announced guest's socket only", async () => {
    const ada = await newGuest('Ada');
    const bob = await newGuest('Bob');
    const adaClient = await client();
    const bobClient = await client();
    const stranger = await client();
    adaClient.socket.emit('toggleGuestStatus', { hash: ada, venueId: 'velvet-room', status: 'online' });
    bobClient.socket.emit('toggleGuestStatus', { hash: bob, venueId: 'velvet-room', status: 'online' });
    // A report for another venue joins nothing.
    stranger.socket.emit('toggleGuestStatus', { hash: ada, venueId: 'other-venue', status: 'online' });
    for (const hash of [ada, bob]) await expect.poll(() => guestStatus(hash), { timeout: 3_000 }).toBe('online');

    await call('api/onlineGuest/newMessage', { hash: ada, type: 'text', message: 'Do you have a coat check?', clientId: 'c-1' });
    const event = `newWebSupportReply.velvet-room-${ada}`;
    await until(() => adaClient.heard.some((h) => h.event === event), 'the reply');
    expect(adaClient.heard.find((h) => h.event === event)?.payload).toMatchObject({
      type: 'text',
      from: 'venue',
      hash: ada,
      message: expect.stringMatching(/^Yes, coat check is open/),
    });

    // Give a misrouted event time to arrive before asserting it did not.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(bobClient.heard.map((h) => h.event)).not.toContain(event);
    expect(stranger.heard.map((h) => h.event)).not.toContain(event);
  });

  it('marks the guest offline when it says so and when its last socket goes', async () => {
    const hash = await newGuest('Cleo');
    const first = await client();
    first.socket.emit('toggleGuestStatus', { hash, venueId: 'velvet-room', status: 'online' });
    await expect.poll(() => guestStatus(hash), { timeout: 3_000 }).toBe('online');
    first.socket.emit('toggleGuestStatus', { hash, venueId: 'velvet-room', status: 'offline' });
    await expect.poll(() => guestStatus(hash), { timeout: 3_000 }).toBe('offline');

    first.socket.emit('toggleGuestStatus', { hash, venueId: 'velvet-room', status: 'online' });
    await expect.poll(() => guestStatus(hash), { timeout: 3_000 }).toBe('online');
    first.socket.disconnect();
    await expect.poll(() => guestStatus(hash), { timeout: 3_000 }).toBe('offline');
  });
});
