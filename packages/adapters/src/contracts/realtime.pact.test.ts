// Message contracts of the chat's real-time channel (docs/product.md#support-chat). The event name travels as the
// metadata `event`. Each message the venue sends is emitted by a socket.io server under that name to
// the real socket adapter, which must hear and decode it; the one the site sends (toggleGuestStatus)
// is produced by the real adapter and must equal the contract's.
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MatchersV3 } from '@pact-foundation/pact';
import { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocketEvent } from '@venue/core/chat/chat-realtime.port';
import type { DecodeError } from '@venue/core/shared/decode';
import { createVenueRealtime } from '../socket/venue-realtime.socket';
import { venuePact } from '../testing/venue-pact';

const pact = venuePact();
const { like, eachLike, string, regex } = MatchersV3;

const venueId = 'velvet-room';
const guestHash = 'pact-guest-1';
const guestState = 'an online guest exists';
/**
 * The guest is the one the state creates, with the server's own hash: a message cannot carry a state's
 * values, so the hash is matched by type and the event name, which ends with it, by pattern.
 */
const stateHash = like(guestHash);
const guestEvent = (name: string) => regex(new RegExp(`^${name}\\.${venueId}-\\S+$`), `${name}.${venueId}-${guestHash}`);
const path = '/venue-api/socket.io';

let http: HttpServer;
let io: Server;
let url: string;
const statuses: unknown[] = [];

beforeAll(async () => {
  http = createServer();
  io = new Server(http, { path });
  io.on('connection', (socket) => socket.on('toggleGuestStatus', (payload: unknown) => statuses.push(payload)));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(() => io.close());

async function until(check: () => boolean, what: string): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > 5_000) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Connects the real adapter (watching the pact's guest), emits `event` to it, and returns what it made of it. */
async function deliver(event: string, payload: unknown): Promise<SocketEvent[]> {
  const events: SocketEvent[] = [];
  const invalid: DecodeError[] = [];
  const realtime = createVenueRealtime({ url, path, transports: ['websocket'], onInvalid: (error) => invalid.push(error) });
  const connection = realtime.open(venueId, (e) => events.push(e));
  connection.watchGuest(guestHash);
  try {
    await until(() => events.some((e) => e.type === 'socket.connected'), 'the connection');
    io.emit(event, payload);
    await until(() => invalid.length > 0 || events.some((e) => e.type !== 'socket.connected'), `the adapter to hear ${event}`);
  } finally {
    connection.close();
  }
  expect(invalid).toEqual([]);
  return events.filter((e) => e.type !== 'socket.connected');
}

const eventOf = (metadata: unknown): string => {
  const event = (metadata as { event?: unknown } | undefined)?.event;
  if (typeof event !== 'string') throw new Error('The message has no event name in its metadata.');
  return event;
};

describe('real-time contract', () => {
  it('delivers a bot answer to the guest it is for', () =>
    pact
      .addAsynchronousInteraction()
      .given(guestState)
      .expectsToReceive('a bot answer to a guest question', (b) =>
        b
          .withJSONContent({
            _id: string('6f1c2a7e-2b1d-4f4e-9a57-0c1f8e0d2b3a'),
            type: 'text',
            message: like('Smart casual: no athletic wear, flip-flops, sports jerseys or baseball caps.'),
            from: 'venue',
            hash: stateHash,
            suggestions: eachLike('Are tax and service included in bottle prices?'),
            meta: { author: 'bot' },
          })
          .withMetadata({ event: guestEvent('newWebSupportReply') }),
      )
      .executeTest(async (m) => {
        const [event] = await deliver(eventOf(m.metadata), m.contents.content);
        expect(event).toEqual({
          type: 'socket.reply',
          message: {
            _id: '6f1c2a7e-2b1d-4f4e-9a57-0c1f8e0d2b3a',
            type: 'text',
            message: 'Smart casual: no athletic wear, flip-flops, sports jerseys or baseball caps.',
            from: 'venue',
            hash: guestHash,
            suggestions: ['Are tax and service included in bottle prices?'],
            meta: { author: 'bot' },
          },
        });
      }));

  it('delivers a staff reply to the guest it is for', () =>
    pact
      .addAsynchronousInteraction()
      .given(guestState)
      .expectsToReceive('a staff reply to a guest', (b) =>
        b
          .withJSONContent({
            _id: string('0d8e2f4a-6b1c-4d3e-8f5a-7c9b1e3d5f7a'),
            type: 'text',
            message: like('Your table is ready at 10 PM.'),
            from: 'venue',
            hash: stateHash,
            meta: { author: 'staff' },
          })
          .withMetadata({ event: guestEvent('newWebSupportReply') }),
      )
      .executeTest(async (m) => {
        const [event] = await deliver(eventOf(m.metadata), m.contents.content);
        expect(event).toMatchObject({ type: 'socket.reply', message: { from: 'venue', message: 'Your table is ready at 10 PM.', meta: { author: 'staff' } } });
      }));

  it('tells the guest the venue deleted it', () =>
    pact
      .addAsynchronousInteraction()
      .given(guestState)
      .expectsToReceive('the venue deleted a guest', (b) =>
        b.withJSONContent({ hash: stateHash }).withMetadata({ event: guestEvent('deleteOnlineGuestInfo') }),
      )
      .executeTest(async (m) => {
        expect(await deliver(eventOf(m.metadata), m.contents.content)).toEqual([{ type: 'socket.deleteGuest' }]);
      }));

  it('switches web support off for the whole venue', () =>
    pact
      .addAsynchronousInteraction()
      .given('the demo venue')
      .expectsToReceive('web support switched off', (b) => b.withJSONContent('no').withMetadata({ event: `showWebSupport.${venueId}` }))
      .executeTest(async (m) => {
        expect(await deliver(eventOf(m.metadata), m.contents.content)).toEqual([{ type: 'socket.showWebSupport', value: 'no' }]);
      }));

  it('announces the guest online with hash, venue id and status', () =>
    pact
      .addAsynchronousInteraction()
      .given(guestState)
      .expectsToReceive('a guest announces it is online', (b) =>
        b.withJSONContent({ hash: stateHash, venueId, status: 'online' }).withMetadata({ event: 'toggleGuestStatus' }),
      )
      .executeTest(async (m) => {
        statuses.splice(0);
        const connected: SocketEvent[] = [];
        const realtime = createVenueRealtime({ url, path, transports: ['websocket'] });
        const connection = realtime.open(venueId, (e) => connected.push(e));
        try {
          await until(() => connected.length > 0, 'the connection');
          realtime.toggleGuestStatus({ hash: guestHash, venueId, status: 'online' });
          await until(() => statuses.length > 0, 'the status on the server');
        } finally {
          connection.close();
        }
        expect(eventOf(m.metadata)).toBe('toggleGuestStatus');
        expect(statuses).toEqual([m.contents.content]);
      }));
});
