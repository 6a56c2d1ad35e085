// The chat's socket.io handlers. A socket joins a guest's private room by announcing the guest's hash
// with toggleGuestStatus online (the site does on every connect), so one guest never hears another's
// replies. Every connection is told the current web-support switch, which the site then keeps.
import type { Socket } from 'socket.io';
import { decodeWith } from '@venue/core/shared/decode';
import type { ApiContext } from '../http/api-context';
import { findGuest, readWebSupport, setGuestStatus } from '../store/chat.store';
import { readVenueIdentity } from '../store/venue.store';
import { isDatabaseUnreachable } from '../db/unreachable';
import { GuestStatusReport, guestRoom, guestStatusEventName, webSupportEmit } from './chat-events';

const decodeStatus = decodeWith(GuestStatusReport, guestStatusEventName);

// While the database is away it says so once itself (db/reachability.ts): a socket's failed step adds nothing.
const logUnlessOutage = (error: unknown): void => {
  if (!isDatabaseUnreachable(error)) console.error(error);
};

export function chatConnectionHandler(ctx: ApiContext, onError: (error: unknown) => void = logUnlessOutage) {
  return (socket: Socket): void => {
    // Listeners are registered at once (an event that arrives before its listener is lost), and the
    // socket's work runs one step at a time, so "online" then "offline" lands in that order.
    let queue: Promise<unknown> = Promise.resolve();
    const serially = (work: () => Promise<void>) => {
      queue = queue.then(work).catch(onError);
    };
    // Read when first needed and kept once read: a socket that connected while the database was away works once it is back.
    let venue: Promise<string | undefined> | undefined;
    const venueId = (): Promise<string | undefined> =>
      (venue ??= readVenueIdentity(ctx.db).then(
        (found) => found?.id,
        (error: unknown) => {
          venue = undefined;
          throw error;
        },
      ));
    let announced: string | undefined;

    socket.on(guestStatusEventName, (payload: unknown) =>
      serially(async () => {
        const report = decodeStatus(payload);
        // Another venue's or a malformed report: nothing to do, and nothing to tell a stranger.
        if (!report.ok || report.value.venueId !== (await venueId())) return;
        const { hash, status } = report.value;
        if (status === 'offline') {
          await socket.leave(guestRoom(hash));
          if (announced === hash) announced = undefined;
          await setGuestStatus(ctx.db, hash, 'offline');
          return;
        }
        if (!(await findGuest(ctx.db, hash))) return;
        // One guest per socket: announcing another hash leaves the previous guest's room.
        if (announced !== undefined && announced !== hash) await socket.leave(guestRoom(announced));
        announced = hash;
        await socket.join(guestRoom(hash));
        await setGuestStatus(ctx.db, hash, 'online');
      }),
    );

    socket.on('disconnect', () =>
      serially(async () => {
        if (announced === undefined) return;
        // The guest may have the site open in another tab.
        const others = await socket.nsp.in(guestRoom(announced)).fetchSockets();
        if (others.length === 0) await setGuestStatus(ctx.db, announced, 'offline');
      }),
    );

    serially(async () => {
      const id = await venueId();
      if (id === undefined) return;
      const current = webSupportEmit(id, await readWebSupport(ctx.db));
      socket.emit(current.event, current.payload);
    });
  };
}
