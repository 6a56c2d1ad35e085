// The door machine with its wiring (door-wiring.ts) over fakes: online the server decides; with the network
// gone the device's copy judges, queues and keeps; back online the queue is sent and a conflict is shown.
import { createActor, waitFor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { err, ok } from '../shared/result';
import type { DoorApiPort, DoorKept } from './door.port';
import type { CodeReading } from './door-rules';
import { doorMachineWith } from './door-wiring';
import { linkOf } from './door.machine';
import { SYNC_BATCH_MAX, type DoorCode, type DoorList, type SyncRequest } from './door.schema';

const night = '2031-05-09';
const dana: DoorCode = {
  codeId: 'code-dana',
  orderId: 'order-1',
  kind: 'ticket',
  guestName: 'Dana Guest',
  label: 'General',
  status: 'valid',
};
const list: DoorList = { night, publicKey: 'key', codes: [dana], checkIns: [], conflicts: [] };
const reading = (code: string): CodeReading =>
  code === 'VG1.dana'
    ? { ok: true, claims: { kind: 'ticket', codeId: dana.codeId, orderId: 'order-1', guestName: 'Dana Guest', label: 'General' } }
    : { ok: false, reason: 'malformed' };

function doorWith(api: DoorApiPort, kept: Map<string, DoorKept> = new Map()) {
  const signals: string[] = [];
  const actor = createActor(
    doorMachineWith({
      api,
      device: { read: async (n) => kept.get(n) ?? null, write: async (n, k) => void kept.set(n, k) },
      readCode: async (code) => reading(code),
      clock: () => new Date('2031-05-09T22:30:00.000Z'),
      signal: (verdict) => void signals.push(verdict),
    }),
    { input: { night, door: 'Main door', device: 'device-main-1', queue: [] } },
  );
  actor.start();
  return { actor, signals, kept };
}

describe('doorMachine', () => {
  it('online, lets the server admit a code, and shows a malformed one as not valid', async () => {
    const checkIn = { codeId: dana.codeId, at: '2031-05-09T22:30:01.000Z', door: 'Main door', device: 'device-main-1' };
    const { actor, signals } = doorWith({
      loadList: async () => ok(list),
      admit: async () => ok({ outcome: 'admitted', code: dana, checkIn }),
      sync: async () => err('network'),
    });
    await waitFor(actor, (s) => linkOf(s) === 'online');
    actor.send({ type: 'staff.code', code: 'VG1.dana' });
    await waitFor(actor, (s) => s.matches({ scan: 'showing' }), { timeout: 1000 });
    expect(actor.getSnapshot().context.verdict).toEqual({ kind: 'admitted', code: dana, checkIn, offline: false });
    actor.send({ type: 'staff.code', code: 'nonsense' });
    await waitFor(actor, (s) => s.context.verdict?.kind === 'not-valid');
    expect(signals).toEqual(['admitted', 'not-valid']);
    actor.stop();
  });

  it('offline, judges from the kept list, queues once, says already in the second time, then syncs and shows the conflict', async () => {
    const kept = new Map<string, DoorKept>([[night, { list, queue: [] }]]);
    const sent: SyncRequest[] = [];
    const first = { codeId: dana.codeId, at: '2031-05-09T22:10:00.000Z', door: 'Side door', device: 'device-side-2' };
    let network = false;
    const { actor } = doorWith(
      {
        loadList: async () => err('network'),
        admit: async () => err('network'),
        sync: async (_, request) => {
          if (!network) return err('network');
          sent.push(request);
          const mine = request.checkIns[0]!.checkIn;
          return ok({
            outcomes: [{ codeId: dana.codeId, at: mine.at, outcome: 'conflict', first }],
            list: { ...list, checkIns: [first], conflicts: [{ codeId: dana.codeId, first, other: mine }] },
          });
        },
      },
      kept,
    );
    await waitFor(actor, (s) => linkOf(s) === 'offline', { timeout: 1000 });
    actor.send({ type: 'staff.code', code: 'VG1.dana' });
    await waitFor(actor, (s) => s.matches({ scan: 'showing' }), { timeout: 1000 });
    expect(actor.getSnapshot().context.verdict).toMatchObject({ kind: 'admitted', offline: true });
    expect(kept.get(night)?.queue).toHaveLength(1);
    actor.send({ type: 'staff.code', code: 'VG1.dana' });
    await waitFor(actor, (s) => s.context.verdict?.kind === 'already-in', { timeout: 1000 });
    expect(actor.getSnapshot().context.queue).toHaveLength(1);

    network = true;
    actor.send({ type: 'net.online' });
    await waitFor(actor, (s) => linkOf(s) === 'conflict', { timeout: 1000 });
    expect(sent).toHaveLength(1);
    expect(actor.getSnapshot().context.queue).toEqual([]);
    expect(actor.getSnapshot().context.conflicts).toEqual([{ codeId: dana.codeId, first, other: sent[0]!.checkIns[0]!.checkIn }]);
    expect(kept.get(night)?.queue).toEqual([]);
    actor.send({ type: 'staff.seenConflicts' });
    expect(linkOf(actor.getSnapshot())).toBe('online');
    actor.stop();
  });

  it('has nothing to judge with when neither the network nor the device has the night', async () => {
    const { actor } = doorWith({
      loadList: async () => err('network'),
      admit: async () => err('network'),
      sync: async () => err('network'),
    });
    await waitFor(actor, (s) => linkOf(s) === 'unavailable');
    actor.send({ type: 'staff.code', code: 'VG1.dana' });
    expect(actor.getSnapshot().matches({ scan: 'idle' })).toBe(true);
    actor.stop();
  });

  it('sends a long queue in batches, then is online with nothing left', async () => {
    const queue = Array.from({ length: SYNC_BATCH_MAX + 5 }, (_, i) => ({
      code: `VG1.code-${i}`,
      checkIn: { codeId: `code-${i}`, at: '2031-05-09T22:00:00.000Z', door: 'Main door', device: 'device-main-1' },
    }));
    const kept = new Map<string, DoorKept>([[night, { list, queue }]]);
    const batches: number[] = [];
    const actor = createActor(
      doorMachineWith({
        api: {
          loadList: async () => ok(list),
          admit: async () => err('network'),
          sync: async (_, request) => {
            batches.push(request.checkIns.length);
            return ok({ outcomes: [], list: { ...list, checkIns: [...list.checkIns] } });
          },
        },
        device: { read: async (n) => kept.get(n) ?? null, write: async (n, k) => void kept.set(n, k) },
        readCode: async (code) => reading(code),
        clock: () => new Date('2031-05-09T22:30:00.000Z'),
        signal: () => undefined,
      }),
      { input: { night, door: 'Main door', device: 'device-main-1', queue } },
    ).start();
    await waitFor(actor, (s) => linkOf(s) === 'online', { timeout: 1000 });
    expect(batches).toEqual([SYNC_BATCH_MAX, 5]);
    expect(kept.get(night)?.queue).toEqual([]);
    actor.stop();
  });

  describe('with time passing', () => {
    afterEach(() => void vi.useRealTimers());

    it('tries the network again while offline, and takes the list again now and then while online', async () => {
      vi.useFakeTimers();
      const later: DoorCode = { ...dana, codeId: 'code-late', guestName: 'Late Buyer' };
      let network = false;
      let syncs = 0;
      const kept = new Map<string, DoorKept>([[night, { list, queue: [] }]]);
      const { actor } = doorWith(
        {
          loadList: async () => err('network'),
          admit: async () => err('network'),
          sync: async () => {
            if (!network) return err('network');
            syncs += 1;
            return ok({ outcomes: [], list: syncs === 1 ? list : { ...list, codes: [dana, later] } });
          },
        },
        kept,
      );
      await vi.waitFor(() => expect(linkOf(actor.getSnapshot())).toBe('offline'));
      network = true;
      await vi.advanceTimersByTimeAsync(20_000);
      expect(linkOf(actor.getSnapshot())).toBe('online');
      expect(syncs).toBe(1);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(syncs).toBe(2);
      expect(actor.getSnapshot().context.list?.codes).toContainEqual(later);
      actor.stop();
    });
  });
});
