// Model-based test: xstate/graph walks every shortest path of the door machine; each path is replayed on a
// real actor whose calls never answer by themselves (the path's api.* and device.* events answer them),
// checking the invariants after every step: one admission a code on this device, the queue kept on the
// device as it changes, calls to the server only with the network up, conflicts shown until seen.
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import type { Result } from '../shared/result';
import type { AdmitInput, DoorCallFailure, DoorEvent, DoorInput, KeepParams, SyncInput } from './door-setup';
import { doorMachineWith } from './door-wiring';
import { linkOf, type doorMachine } from './door.machine';
import type { AdmitAnswer, DoorCheckIn, DoorCode, DoorList, SyncAnswer } from './door.schema';

type Snapshot = SnapshotFrom<typeof doorMachine>;

const night = '2031-05-09';
const me = 'device-here-1';
const guest: DoorCode = {
  codeId: 'code-a',
  orderId: 'order-1',
  kind: 'ticket',
  guestName: 'Dana Guest',
  label: 'General',
  status: 'valid',
};
const gone: DoorCode = { ...guest, codeId: 'code-c', orderId: 'order-2', status: 'cancelled' };
const list: DoorList = { night, publicKey: 'key', codes: [guest, gone], checkIns: [], conflicts: [] };
const at = '2031-05-09T22:00:00.000Z';
const elsewhere: DoorCheckIn = { codeId: guest.codeId, at: '2031-05-09T21:59:00.000Z', door: 'Side door', device: 'device-there-2' };
const mine: DoorCheckIn = { codeId: guest.codeId, at, door: 'Main door', device: me };
const conflicted: DoorList = { ...list, checkIns: [elsewhere], conflicts: [{ codeId: guest.codeId, first: elsewhere, other: mine }] };
const synced = (answerList: DoorList): SyncAnswer => ({ outcomes: [], list: answerList });
const claimsOf = (code: DoorCode) => ({
  kind: code.kind,
  codeId: code.codeId,
  orderId: code.orderId,
  guestName: code.guestName,
  label: code.label,
});

const events: DoorEvent[] = [
  { type: 'api.listLoaded', list, source: 'network' },
  { type: 'api.listLoaded', list, source: 'device' },
  { type: 'api.listFailed' },
  { type: 'staff.code', code: 'VG1.guest' },
  { type: 'device.codeRead', read: { reading: { ok: true, claims: claimsOf(guest) }, at } },
  { type: 'device.codeRead', read: { reading: { ok: true, claims: claimsOf(gone) }, at } },
  { type: 'device.codeRead', read: { reading: { ok: false, reason: 'bad-signature' }, at } },
  { type: 'api.admitAnswered', answer: { outcome: 'admitted', code: guest, checkIn: mine } },
  { type: 'api.admitAnswered', answer: { outcome: 'already-in', code: guest, first: elsewhere } },
  { type: 'api.admitFailed' },
  { type: 'staff.dismiss' },
  { type: 'net.offline' },
  { type: 'net.online' },
  { type: 'api.synced', answer: synced(list), sent: [] },
  { type: 'api.synced', answer: synced(conflicted), sent: [{ code: 'VG1.guest', checkIn: mine }] },
  { type: 'api.syncFailed' },
  { type: 'live.update', update: { night, checkIns: [elsewhere], conflicts: [{ codeId: guest.codeId, first: elsewhere, other: mine }] } },
  { type: 'staff.seenConflicts' },
];

const input: DoorInput = { night, door: 'Main door', device: me, queue: [] };
const never = <T>() => new Promise<T>(() => undefined);

const wired = () =>
  doorMachineWith({
    api: { loadList: () => never(), admit: () => never(), sync: () => never() },
    device: { read: () => never(), write: () => Promise.resolve() },
    readCode: () => never(),
    clock: () => new Date(at),
    signal: () => undefined,
  });

const abstractState = (snapshot: Snapshot): string => {
  const { list: known, queue, verdict, conflicts, ledger, seen } = snapshot.context;
  return JSON.stringify({
    value: snapshot.value,
    list: known?.checkIns.length ?? null,
    queue: queue.length,
    verdict: verdict?.kind ?? null,
    offline: verdict?.kind === 'admitted' ? verdict.offline : null,
    conflicts: conflicts.length,
    seen: seen.length,
    standing: ledger.standing.map((c) => c.device),
    others: ledger.others.length,
  });
};

function replay(steps: ReadonlyArray<{ readonly event: unknown; readonly state: Snapshot }>) {
  const admits: { readonly input: AdmitInput; readonly signal: { readonly aborted: boolean }; readonly link: string }[] = [];
  const syncs: { readonly input: SyncInput; readonly signal: { readonly aborted: boolean } }[] = [];
  const kept: KeepParams[] = [];
  const signals: string[] = [];
  const actor = createActor(
    wired().provide({
      actors: {
        admit: fromPromise<Result<AdmitAnswer, DoorCallFailure>, AdmitInput>(({ input: call, signal }) => {
          admits.push({ input: call, signal, link: linkOf(actor.getSnapshot()) });
          return never();
        }),
        sync: fromPromise<Result<SyncAnswer, DoorCallFailure>, SyncInput>(({ input: call, signal }) => {
          syncs.push({ input: call, signal });
          return never();
        }),
      },
      actions: { keep: (_, params) => void kept.push(params), signal: (_, { verdict }) => void signals.push(verdict) },
    }),
    { input },
  );
  actor.start();

  for (const step of steps) {
    if ((step.event as { type: string }).type === 'xstate.init') continue;
    const event = step.event as DoorEvent;
    const before = actor.getSnapshot();
    actor.send(event);
    const snapshot = actor.getSnapshot();
    const { context } = snapshot;
    const link = linkOf(snapshot);

    // the real actor follows the model
    expect(snapshot.value).toEqual(step.state.value);
    // what staff scan never touches the connection, and the network never touches the verdict on screen
    if (event.type.startsWith('staff.code')) expect(link).toBe(linkOf(before));
    if (event.type.startsWith('net.')) expect(context.verdict).toBe(before.context.verdict);
    // one standing admission a code, and every queued admission is in the ledger
    expect(new Set(context.ledger.standing.map((c) => c.codeId)).size).toBe(context.ledger.standing.length);
    for (const { checkIn } of context.queue)
      expect([...context.ledger.standing, ...context.ledger.others].some((c) => JSON.stringify(c) === JSON.stringify(checkIn))).toBe(true);
    // a code this device already knew to be in is never admitted again on its own word
    const { verdict } = context;
    if (verdict?.kind === 'admitted' && verdict.offline && before.context.verdict === null)
      expect(before.context.ledger.standing.some((c) => c.codeId === verdict.code.codeId && c.device !== me)).toBe(false);
    // an offline admission waits in the queue, and what is queued is kept on the device
    if (context.verdict?.kind === 'admitted' && context.verdict.offline && context.verdict !== before.context.verdict)
      expect(context.queue.map((q) => q.checkIn)).toContainEqual(context.verdict.checkIn);
    if (context.queue !== before.context.queue) expect(kept.at(-1)?.queue).toEqual(context.queue);
    // the server is asked only while the network is up, one call at a time
    for (const call of admits) expect(['online', 'conflict', 'syncing']).toContain(call.link);
    expect(admits.filter((call) => !call.signal.aborted).length).toBe(snapshot.matches({ scan: 'admitting' }) ? 1 : 0);
    expect(syncs.filter((call) => !call.signal.aborted).length).toBe(link === 'syncing' ? 1 : 0);
    // a verdict is signalled as it is shown; conflicts are shown until seen
    if (snapshot.matches({ scan: 'showing' }) && !before.matches({ scan: 'showing' }))
      expect(signals.at(-1)).toBe(context.verdict?.kind ?? 'not-valid');
    if (link === 'conflict') expect(context.conflicts.length).toBeGreaterThan(0);
    expect(snapshot.hasTag('busy')).toBe(
      link === 'loading' || snapshot.matches({ scan: 'reading' }) || snapshot.matches({ scan: 'admitting' }),
    );
  }
  actor.stop();
  return { admits, syncs };
}

describe('doorMachine, model-based', () => {
  const paths = getShortestPaths(wired(), { input, events, serializeState: (snapshot) => abstractState(snapshot as Snapshot) });

  it('walks every shortest path, keeping every invariant', () => {
    const reached = new Set(paths.map((path) => linkOf(path.state as Snapshot)));
    for (const link of ['loading', 'unavailable', 'online', 'offline', 'syncing', 'conflict']) expect(reached).toContain(link);
    const verdicts = new Set(paths.map((path) => (path.state as Snapshot).context.verdict?.kind));
    for (const kind of ['admitted', 'already-in', 'cancelled', 'not-valid']) expect(verdicts).toContain(kind);
    let queuedThenSynced = 0;
    for (const path of paths) {
      const { syncs } = replay(path.steps);
      if (syncs.some((call) => call.input.checkIns.length > 0)) queuedThenSynced += 1;
    }
    expect(queuedThenSynced).toBeGreaterThan(0);
    expect(paths.length).toBeGreaterThan(20);
  });
});
