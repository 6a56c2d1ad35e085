// socket.io across instances (docs/backend.md#several-instances): two socket servers, each on its own
// handle of one PostgreSQL database as two processes would be, with the chat's handlers. Rooms span
// both: a room query on one finds a guest's socket on the other (what "offline only when the last tab
// closes" relies on), an emit on one reaches it, and the guest goes offline once that socket closes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestRoom, replyEventName } from '../chat/chat-events';
import { chatConnectionHandler } from '../chat/chat-socket';
import type { PostgresDatabase } from '../db/postgres.database';
import { createGuest } from '../store/chat.store';
import { readVenueIdentity } from '../store/venue.store';
import { guestSocket, type GuestSocket } from '../testing/guest-socket';
import { startSocketInstance, type SocketInstance } from '../testing/socket-instance';
import { DB_START_TIMEOUT_MS } from '../testing/test-api';
import { openTwoInstances, testDatabaseKind } from '../testing/test-database';

describe.runIf(testDatabaseKind() === 'postgres')('socket.io on two instances of one PostgreSQL database', () => {
  let handles: readonly [PostgresDatabase, PostgresDatabase];
  let instances: SocketInstance[] = [];
  const sockets: GuestSocket[] = [];
  let venueId = '';

  beforeAll(async () => {
    handles = await openTwoInstances();
    const instance = (db: PostgresDatabase) => startSocketInstance(db, (ctx) => chatConnectionHandler(ctx));
    instances = [await instance(handles[0]), await instance(handles[1])];
    venueId = (await readVenueIdentity(handles[0]))?.id ?? '';
  }, DB_START_TIMEOUT_MS);
  afterAll(async () => {
    sockets.forEach((guest) => guest.socket.disconnect());
    for (const instance of instances) await instance.stop();
    await Promise.all(handles.map((db) => db.close()));
  });

  const statusOf = async (hash: string) =>
    (await handles[0].query<{ status: string }>('SELECT status FROM online_guest WHERE hash = $1', [hash]))[0]?.status;

  it("finds a guest's socket on the other instance, reaches it from there, and marks the guest offline when it closes", async () => {
    const [a, b] = instances as [SocketInstance, SocketInstance];
    const { hash } = await createGuest(
      handles[0],
      { clientName: 'Ada Guest', clientEmail: 'ada@example.com', clientPhone: '+12125550100', userAgent: 'PC', ip: null },
      new Date(),
    );
    const onB = await guestSocket(b.origin);
    sockets.push(onB);
    onB.socket.emit('toggleGuestStatus', { hash, venueId, status: 'online' });
    await expect.poll(() => statusOf(hash), { timeout: 10_000 }).toBe('online');

    // Another tab's disconnect on A asks this before marking the guest offline (chat/chat-socket.ts).
    const seenFromA = await a.io.in(guestRoom(hash)).fetchSockets();
    expect(seenFromA.map((socket) => socket.id)).toEqual([onB.socket.id]);

    a.realtime.emitter.emit(replyEventName(venueId, hash), { type: 'typing', from: 'venue', hash, message: '' }, guestRoom(hash));
    await expect.poll(() => onB.heard.some((h) => h.event === replyEventName(venueId, hash)), { timeout: 10_000 }).toBe(true);

    onB.socket.disconnect();
    await expect.poll(() => statusOf(hash), { timeout: 10_000 }).toBe('offline');
    expect(await a.io.in(guestRoom(hash)).fetchSockets()).toEqual([]);
  });
});
