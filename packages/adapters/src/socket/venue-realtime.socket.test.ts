import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { RealtimeConnection, SocketEvent } from '@venue/core/chat/chat-realtime.port';
import type { DecodeError } from '@venue/core/shared/decode';
import { createVenueRealtime, decodeReply, deletedEvent, replyEvent, webSupportEvent } from './venue-realtime.socket';

interface Backend {
  readonly io: Server;
  readonly http: HttpServer;
  readonly port: number;
  readonly statuses: unknown[];
}

const path = '/venue-api/socket.io';
const backends: Backend[] = [];
const connections: RealtimeConnection[] = [];

async function startBackend(port = 0): Promise<Backend> {
  const http = createServer();
  const io = new Server(http, { path });
  const statuses: unknown[] = [];
  io.on('connection', (socket) => socket.on('toggleGuestStatus', (payload: unknown) => statuses.push(payload)));
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  const backend = { io, http, port: (http.address() as AddressInfo).port, statuses };
  backends.push(backend);
  return backend;
}

let network: ((online: boolean) => void) | undefined;

function connect(backend: Backend, venueId = 'v1', transports: ReadonlyArray<'polling' | 'websocket'> = ['websocket']) {
  const events: SocketEvent[] = [];
  const invalid: DecodeError[] = [];
  const realtime = createVenueRealtime({
    url: `http://127.0.0.1:${backend.port}`,
    transports,
    network: (listener) => {
      network = listener;
      return () => (network = undefined);
    },
    reconnection: { delayMs: 50, maxDelayMs: 200, randomizationFactor: 0 },
    onInvalid: (error) => invalid.push(error),
  });
  const connection = realtime.open(venueId, (event) => events.push(event));
  connections.push(connection);
  const kinds = () => events.map((event) => event.type);
  const of = <T extends SocketEvent['type']>(type: T) =>
    events.filter((event): event is Extract<SocketEvent, { type: T }> => event.type === type);
  return { realtime, connection, events, invalid, kinds, of };
}

async function until(check: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

afterEach(async () => {
  connections.splice(0).forEach((connection) => connection.close());
  await Promise.all(backends.splice(0).map((backend) => backend.io.close().catch(() => undefined)));
});

describe('venue realtime socket', () => {
  it('connects on the embedded backend path and emits toggleGuestStatus', async () => {
    const backend = await startBackend();
    const client = connect(backend, 'v1', ['polling', 'websocket']);
    const report = { venueId: 'v1', hash: 'h1', status: 'online' } as const;
    client.realtime.toggleGuestStatus(report); // not connected yet: dropped, the machine announces on connect
    await until(() => client.kinds().includes('socket.connected'), 'the connection');
    client.realtime.toggleGuestStatus(report);
    client.realtime.toggleGuestStatus({ ...report, status: 'offline' });
    await until(() => backend.statuses.length === 2, 'two statuses');
    expect(backend.statuses).toEqual([
      { hash: 'h1', venueId: 'v1', status: 'online' },
      { hash: 'h1', venueId: 'v1', status: 'offline' },
    ]);
  });

  it('routes replies by venue and hash, JSON text or object alike', async () => {
    const backend = await startBackend();
    const client = connect(backend);
    client.connection.watchGuest('h1');
    await until(() => client.kinds().includes('socket.connected'), 'the connection');

    backend.io.emit(replyEvent('v1', 'h2'), { type: 'text', message: 'other guest', from: 'venue' });
    backend.io.emit(replyEvent('v2', 'h1'), { type: 'text', message: 'other venue', from: 'venue' });
    backend.io.emit(replyEvent('v1', 'h1'), { type: 'text', message: 'Hello', from: 'venue', suggestions: ['Menu'], extra: 'dropped' });
    backend.io.emit(replyEvent('v1', 'h1'), JSON.stringify({ type: 'audio', audio: '/a.wav', duration: 3.5, from: 'venue' }));
    await until(() => client.of('socket.reply').length === 2, 'two replies');

    expect(client.of('socket.reply').map((event) => event.message)).toEqual([
      { type: 'text', message: 'Hello', from: 'venue', suggestions: ['Menu'] },
      { type: 'audio', audio: '/a.wav', duration: 3.5, from: 'venue' },
    ]);
    expect(client.invalid).toEqual([]);
  });

  it('drops and reports an undecodable reply, and keeps listening', async () => {
    const backend = await startBackend();
    const client = connect(backend);
    client.connection.watchGuest('h1');
    await until(() => client.kinds().includes('socket.connected'), 'the connection');

    for (const bad of [
      '{not json',
      { type: 'shout', message: 'hi', from: 'venue' },
      42,
      null,
      { type: 'text', from: 'venue', duration: 'long' },
    ]) {
      backend.io.emit(replyEvent('v1', 'h1'), bad);
    }
    backend.io.emit(replyEvent('v1', 'h1'), { type: 'emoji', message: '🎉', from: 'venue' });
    await until(() => client.of('socket.reply').length === 1, 'the good reply');

    expect(client.of('socket.reply')[0]?.message).toEqual({ type: 'emoji', message: '🎉', from: 'venue' });
    expect(client.invalid).toHaveLength(5);
    expect(client.invalid[0]).toEqual({ _tag: 'DecodeError', source: 'newWebSupportReply.v1-h1', path: '', message: 'Expected JSON text' });
    expect(client.invalid.every((e) => e.source === 'newWebSupportReply.v1-h1')).toBe(true);
    expect(client.invalid[1]?.path).toBe('type');
    expect(client.invalid[4]?.path).toBe('duration');
  });

  it('reports the guest deleted by the venue', async () => {
    const backend = await startBackend();
    const client = connect(backend);
    client.connection.watchGuest('h1');
    await until(() => client.kinds().includes('socket.connected'), 'the connection');
    backend.io.emit(deletedEvent('v1', 'h2'));
    backend.io.emit(deletedEvent('v1', 'h1'), { any: 'payload' });
    await until(() => client.kinds().includes('socket.deleteGuest'), 'the deletion');
    expect(client.of('socket.deleteGuest')).toHaveLength(1);
  });

  it('passes on the web-support switch of this venue only', async () => {
    const backend = await startBackend();
    const client = connect(backend);
    await until(() => client.kinds().includes('socket.connected'), 'the connection');

    backend.io.emit(webSupportEvent('v2'), 'no');
    backend.io.emit(webSupportEvent('v1'), 'no');
    backend.io.emit(webSupportEvent('v1'), 'maybe');
    backend.io.emit(webSupportEvent('v1'), 'yes');
    backend.io.emit(webSupportEvent('v1'), { value: 'no' });
    await until(() => client.of('socket.showWebSupport').length === 3, 'three switches');
    expect(client.of('socket.showWebSupport').map((event) => event.value)).toEqual(['no', 'yes', 'no']);
    expect(client.invalid).toMatchObject([{ _tag: 'DecodeError', source: 'showWebSupport.v1' }]);
  });

  it('unwatches, and a new hash replaces the old listeners', async () => {
    const backend = await startBackend();
    const client = connect(backend);
    client.connection.watchGuest('old');
    await until(() => client.kinds().includes('socket.connected'), 'the connection');

    client.connection.watchGuest('new');
    backend.io.emit(replyEvent('v1', 'old'), { type: 'text', message: 'to old', from: 'venue' });
    backend.io.emit(deletedEvent('v1', 'old'));
    backend.io.emit(replyEvent('v1', 'new'), { type: 'text', message: 'to new', from: 'venue' });
    backend.io.emit(webSupportEvent('v1'), 'yes'); // a later event proves the earlier ones had their chance
    await until(() => client.of('socket.showWebSupport').length === 1, 'the first sentinel');
    expect(client.of('socket.reply').map((event) => event.message.message)).toEqual(['to new']);
    expect(client.of('socket.deleteGuest')).toEqual([]);

    client.connection.unwatchGuest();
    backend.io.emit(replyEvent('v1', 'new'), { type: 'text', message: 'after unwatch', from: 'venue' });
    backend.io.emit(deletedEvent('v1', 'new'));
    backend.io.emit(webSupportEvent('v1'), 'no');
    await until(() => client.of('socket.showWebSupport').length === 2, 'the second sentinel');
    expect(client.of('socket.reply')).toHaveLength(1);
    expect(client.of('socket.deleteGuest')).toEqual([]);
  });

  it('reports disconnected then connected again after a server restart, still watching the guest', async () => {
    const backend = await startBackend();
    const client = connect(backend);
    client.connection.watchGuest('h1');
    await until(() => client.kinds().includes('socket.connected'), 'the connection');

    await backend.io.close();
    await until(() => client.kinds().includes('socket.disconnected'), 'the disconnect');
    const restarted = await startBackend(backend.port);
    await until(() => client.of('socket.connected').length === 2, 'the reconnect');
    expect(client.kinds()).toEqual(['socket.connected', 'socket.disconnected', 'socket.connected']);

    client.realtime.toggleGuestStatus({ venueId: 'v1', hash: 'h1', status: 'online' });
    await until(() => restarted.statuses.length === 1, 'the status after reconnecting');
    restarted.io.emit(replyEvent('v1', 'h1'), { type: 'text', message: 'back', from: 'venue' });
    await until(() => client.of('socket.reply').length === 1, 'a reply after reconnecting');
  });

  it('comes back after the server hangs up on purpose', async () => {
    const backend = await startBackend();
    const client = connect(backend);
    await until(() => client.kinds().includes('socket.connected'), 'the connection');
    backend.io.disconnectSockets(false); // a namespace disconnect: socket.io itself would not retry
    await until(() => client.of('socket.connected').length === 2, 'the reconnect');
    expect(client.kinds()).toEqual(['socket.connected', 'socket.disconnected', 'socket.connected']);
  });

  it('close stops for good: no reconnection, no reports, no more status emits', async () => {
    const backend = await startBackend();
    const client = connect(backend);
    await until(() => client.kinds().includes('socket.connected'), 'the connection');
    client.connection.close();
    client.connection.close();
    await until(() => backend.io.sockets.sockets.size === 0, 'the server to see the disconnect');
    client.realtime.toggleGuestStatus({ venueId: 'v1', hash: 'h1', status: 'offline' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(backend.io.sockets.sockets.size).toBe(0);
    expect(backend.statuses).toEqual([]);
    expect(client.kinds()).toEqual(['socket.connected']);
  });
});

describe('decodeReply', () => {
  it('never throws, whatever the backend sends', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.string(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        (payload) => {
          const result = decodeReply(payload);
          expect(typeof result.ok).toBe('boolean');
        },
      ),
    );
  });

  it('accepts the same message as object or JSON text', () => {
    const message = { type: 'rate', rate: 4, from: 'guest', hash: 'h1' };
    expect(decodeReply(JSON.stringify(message))).toEqual(decodeReply(message));
    expect(decodeReply(message)).toEqual({ ok: true, value: message });
  });
});

describe('the device network', () => {
  it('hangs up when the device goes offline and connects afresh when it is back', async () => {
    const backend = await startBackend();
    const client = connect(backend);
    await until(() => client.of('socket.connected').length === 1, 'first connect');
    network?.(false);
    await until(() => client.kinds().at(-1) === 'socket.disconnected', 'the offline hang-up');
    await until(() => backend.io.sockets.sockets.size === 0, 'the server to see the hang-up');
    network?.(true);
    await until(() => client.of('socket.connected').length === 2, 'the connect after coming back');
    expect(client.kinds()).toEqual(['socket.connected', 'socket.disconnected', 'socket.connected']);
  });

  it('stops watching the network once closed', async () => {
    const backend = await startBackend();
    const client = connect(backend);
    await until(() => client.of('socket.connected').length === 1, 'first connect');
    client.connection.close();
    expect(network).toBeUndefined();
  });
});
