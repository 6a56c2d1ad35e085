import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../ports/memory-storage';
import type { StoragePort } from '../ports/storage.port';
import { err, ok } from '../shared/result';
import { expectRestorableSnapshot } from '../testing/restorable-snapshot';
import { sessionMachine } from './session.machine';
import { sessionInputFrom, sessionMachineWith } from './session-wiring';
import type { SessionPort } from './session.port';
import type { VenueGeneralInfo } from './venue-general-info.schema';

const venue: VenueGeneralInfo = { _id: 'v1', general: { address: '1 Main St', currency: '$' } };

function start(port: SessionPort, storage: StoragePort) {
  return createActor(sessionMachineWith({ session: port, storage }), { input: sessionInputFrom(storage) }).start();
}

describe('session machine', () => {
  it('requests an app token when none is stored, keeps it as venueToken, then stores the venue', async () => {
    const storage = memoryStorage();
    const port: SessionPort = {
      requestAppToken: vi.fn(async () => ok({ access_token: 'app-1' })),
      loadGeneralInfo: vi.fn(async () => ok(venue)),
    };
    const actor = start(port, storage);
    const done = await waitFor(actor, (s) => s.matches('ready'));
    expect(done.context).toMatchObject({ token: 'app-1', venue });
    expect(storage.data.get('venueToken')).toBe('app-1');
    expect(JSON.parse(storage.data.get('venueGeneralInfo') ?? 'null')).toEqual(venue);
    expect(port.requestAppToken).toHaveBeenCalledTimes(1);
  });

  it('takes a venue the page already loaded (server rendering) and calls nothing', async () => {
    const storage = memoryStorage();
    const port: SessionPort = {
      requestAppToken: vi.fn(async () => ok({ access_token: 'app-1' })),
      loadGeneralInfo: vi.fn(async () => ok(venue)),
    };
    const actor = createActor(sessionMachineWith({ session: port, storage }), { input: sessionInputFrom(storage, venue) }).start();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.venue).toEqual(venue);
    expect(JSON.parse(storage.data.get('venueGeneralInfo') ?? 'null')).toEqual(venue);
    expect(port.requestAppToken).not.toHaveBeenCalled();
    expect(port.loadGeneralInfo).not.toHaveBeenCalled();
  });

  it('reuses a stored token without requesting a new one', async () => {
    const storage = memoryStorage({ venueToken: 'kept' });
    const port: SessionPort = {
      requestAppToken: vi.fn(async () => ok({ access_token: 'new' })),
      loadGeneralInfo: vi.fn(async () => ok(venue)),
    };
    const done = await waitFor(start(port, storage), (s) => s.matches('ready'));
    expect(done.context.token).toBe('kept');
    expect(port.requestAppToken).not.toHaveBeenCalled();
  });

  it('clears token and venue silently when the general info fails to load', async () => {
    const storage = memoryStorage({ venueToken: 'stale', token: 'user', venueGeneralInfo: '{}' });
    const port: SessionPort = {
      requestAppToken: async () => ok({ access_token: 'x' }),
      loadGeneralInfo: async () => err({ _tag: 'HttpError', status: 401, message: 'Unauthenticated' }),
    };
    const done = await waitFor(start(port, storage), (s) => s.matches('cleared'));
    expect(done.context).toMatchObject({ token: null, venue: null });
    expect(done.hasTag('error')).toBe(false);
    expect([...storage.data.keys()]).toEqual([]);
  });

  it('waits in an error state when the app token cannot be obtained, and retries on request', async () => {
    const storage = memoryStorage();
    const answers = [err({ _tag: 'NetworkError' as const, message: 'offline' }), ok({ access_token: 'second' })];
    const port: SessionPort = {
      requestAppToken: async () => answers.shift() ?? ok({ access_token: 'none' }),
      loadGeneralInfo: async () => ok(venue),
    };
    const actor = start(port, storage);
    const failed = await waitFor(actor, (s) => s.matches('tokenUnavailable'));
    expect(failed.hasTag('error')).toBe(true);
    actor.send({ type: 'session.retry' });
    expect((await waitFor(actor, (s) => s.matches('ready'))).context.token).toBe('second');
  });

  it('treats a blank stored token as no token', async () => {
    const storage = memoryStorage({ venueToken: '  ' });
    const port: SessionPort = { requestAppToken: vi.fn(async () => ok({ access_token: 'fresh' })), loadGeneralInfo: async () => ok(venue) };
    await waitFor(start(port, storage), (s) => s.matches('ready'));
    expect(port.requestAppToken).toHaveBeenCalledTimes(1);
  });

  it('keeps a snapshot of plain data that restores, a failure included', async () => {
    const storage = memoryStorage();
    const machine = sessionMachineWith({
      session: { requestAppToken: async () => err({ _tag: 'NetworkError', message: 'offline' }), loadGeneralInfo: async () => ok(venue) },
      storage,
    });
    const actor = createActor(machine, { input: sessionInputFrom(storage) }).start();
    await waitFor(actor, (s) => s.matches('tokenUnavailable'));
    expectRestorableSnapshot(machine, actor);
  });

  it('fails loudly when an effect is not provided', async () => {
    const actor = createActor(sessionMachine, { input: { storedToken: null } });
    const failure = new Promise<unknown>((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    expect(String(await failure)).toMatch(/requestAppToken not provided/);
  });
});
