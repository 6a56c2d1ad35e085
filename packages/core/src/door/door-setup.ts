// The door machine's vocabulary (docs/product.md#the-door): input, context, events, the effects the
// staff page provides (each failing loudly until it is) and the named guards and actions its statechart
// (door.machine.ts) is written with.
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/not-provided';
import type { Result } from '../shared/result';
import {
  admitInto,
  conflictsOf,
  doorCounts,
  emptyLedger,
  judgeCode,
  mergeCheckIns,
  sameAdmission,
  type CodeReading,
  type DoorLedger,
  type DoorVerdict,
  type Judgement,
} from './door-rules';
import {
  SYNC_BATCH_MAX,
  type AdmitAnswer,
  type DoorCode,
  type DoorConflict,
  type DoorCount,
  type DoorList,
  type DoorUpdate,
  type QueuedCheckIn,
  type SyncAnswer,
} from './door.schema';

export interface DoorInput {
  readonly night: string;
  readonly door: string;
  /** This device's random id, kept on the device. */
  readonly device: string;
  /** Admissions made offline and not yet sent, as the device kept them. */
  readonly queue: readonly QueuedCheckIn[];
}

export interface DoorContext extends DoorInput {
  readonly list: DoorList | null;
  /** The night's admissions as this device knows them: the server's, other doors' live ones, its own queued ones. */
  readonly ledger: DoorLedger;
  /** The code being judged or last judged, as scanned or typed. */
  readonly scanned: string | null;
  readonly verdict: DoorVerdict | null;
  /** A code that may go in, while the server is asked (or, with no network, until the device admits it). */
  readonly pending: { readonly code: DoorCode; readonly at: string } | null;
  /** Conflicts this device took part in and staff have not yet seen. */
  readonly conflicts: readonly DoorConflict[];
  readonly seen: readonly string[];
}

export type ListSource = 'network' | 'device';

/** A code read on the device, and when: the time of an admission made here. */
export interface CodeRead {
  readonly reading: CodeReading;
  readonly at: string;
}

export type DoorEvent =
  | { readonly type: 'staff.code'; readonly code: string }
  | { readonly type: 'staff.dismiss' }
  | { readonly type: 'staff.seenConflicts' }
  | { readonly type: 'net.online' }
  | { readonly type: 'net.offline' }
  | { readonly type: 'live.update'; readonly update: DoorUpdate }
  | { readonly type: 'api.listLoaded'; readonly list: DoorList; readonly source: ListSource }
  | { readonly type: 'api.listFailed' }
  | { readonly type: 'device.codeRead'; readonly read: CodeRead }
  | { readonly type: 'api.admitAnswered'; readonly answer: AdmitAnswer }
  | { readonly type: 'api.admitFailed' }
  | { readonly type: 'api.synced'; readonly answer: SyncAnswer; readonly sent: readonly QueuedCheckIn[] }
  | { readonly type: 'api.syncFailed' };

/** Why a call did not answer: the device treats both as "offline" and keeps judging on its own. */
export type DoorCallFailure = 'network' | 'refused';

export interface ReadCodeInput {
  readonly code: string;
  readonly publicKey: string;
  readonly night: string;
}
export interface AdmitInput {
  readonly night: string;
  readonly code: string;
  readonly door: string;
  readonly device: string;
}
export interface SyncInput {
  readonly night: string;
  readonly device: string;
  readonly checkIns: readonly QueuedCheckIn[];
}
export interface KeepParams {
  readonly night: string;
  readonly list: DoorList | null;
  readonly queue: readonly QueuedCheckIn[];
}

const conflictKey = (c: DoorConflict) => `${c.codeId}|${c.other.device}|${c.other.door}|${c.other.at}`;

/** The queue without what a sync sent (admissions made while it ran stay). */
const unsent = (queue: readonly QueuedCheckIn[], sent: readonly QueuedCheckIn[]) =>
  queue.filter((q) => !sent.some((s) => sameAdmission(s.checkIn, q.checkIn)));

/** The ledger a list describes, with this device's queued admissions merged in. */
export const ledgerOf = (list: DoorList, queue: readonly QueuedCheckIn[]): DoorLedger =>
  mergeCheckIns(
    { standing: list.checkIns, others: list.conflicts.map((c) => c.other) },
    queue.map((q) => q.checkIn),
  );

/** Conflicts of the ledger this device took part in and staff have not seen. */
const myNewConflicts = (context: DoorContext, ledger: DoorLedger): DoorConflict[] =>
  conflictsOf(ledger).filter(
    (c) => (c.first.device === context.device || c.other.device === context.device) && !context.seen.includes(conflictKey(c)),
  );

const judgementOf = (context: DoorContext, event: DoorEvent): Judgement | null =>
  event.type === 'device.codeRead' && context.list !== null
    ? judgeCode(event.read.reading, context.list.codes, context.ledger.standing, 'admit')
    : null;

/** In and expected per ticket type as this device knows them. */
export const doorCountsOf = (context: DoorContext): DoorCount[] =>
  context.list === null ? [] : doorCounts(context.list.codes, context.ledger.standing);

/** What one sync sends: the oldest admissions, as many as a request may carry. */
export const syncBatchOf = (context: Pick<DoorContext, 'queue'>): readonly QueuedCheckIn[] => context.queue.slice(0, SYNC_BATCH_MAX);

export const keepParams = ({ context }: { readonly context: DoorContext }): KeepParams => ({
  night: context.night,
  list: context.list,
  queue: context.queue,
});

export const initialDoorContext = (input: DoorInput): DoorContext => ({
  ...input,
  list: null,
  ledger: emptyLedger,
  scanned: null,
  verdict: null,
  pending: null,
  conflicts: [],
  seen: [],
});

export const doorSetup = setup({
  types: { input: {} as DoorInput, context: {} as DoorContext, events: {} as DoorEvent },
  actors: {
    loadList: fromPromise<Result<{ list: DoorList; source: ListSource }, DoorCallFailure>, { night: string }>(
      notProvided('door', 'actor loadList'),
    ),
    readCode: fromPromise<CodeRead, ReadCodeInput>(notProvided('door', 'actor readCode')),
    admit: fromPromise<Result<AdmitAnswer, DoorCallFailure>, AdmitInput>(notProvided('door', 'actor admit')),
    sync: fromPromise<Result<SyncAnswer, DoorCallFailure>, SyncInput>(notProvided('door', 'actor sync')),
  },
  guards: {
    hasList: ({ context }) => context.list !== null,
    fromNetwork: ({ event }) => event.type === 'api.listLoaded' && event.source === 'network',
    mayGoIn: ({ context, event }) => judgementOf(context, event)?.kind === 'admit',
    bringsMyConflict: ({ context, event }) =>
      event.type === 'live.update' && myNewConflicts(context, mergeCheckIns(context.ledger, updateAdmissions(event.update))).length > 0,
    hasQueue: ({ context }) => context.queue.length > 0,
    queueLeftAfterSync: ({ context, event }) => event.type === 'api.synced' && unsent(context.queue, event.sent).length > 0,
    hasConflictsAfterSync: ({ context, event }) =>
      event.type === 'api.synced' && myNewConflicts(context, ledgerOf(event.answer.list, unsent(context.queue, event.sent))).length > 0,
  },
  actions: {
    /** Keeps the list and the queue on the device, so a reload with no network still judges codes. */
    keep: notProvided<(_: unknown, params: KeepParams) => void>('door', 'action keep'),
    /** A sound or vibration for the verdict, so staff need not read the screen for every guest. */
    signal: notProvided<(_: unknown, params: { readonly verdict: DoorVerdict['kind'] }) => void>('door', 'action signal'),

    takeList: assign(({ context, event }) => {
      if (event.type !== 'api.listLoaded') return {};
      const ledger = ledgerOf(event.list, context.queue);
      return { list: event.list, ledger, conflicts: myNewConflicts(context, ledger) };
    }),
    takeCode: assign({ scanned: ({ event }) => (event.type === 'staff.code' ? event.code.trim() : null), verdict: null, pending: null }),
    holdAdmission: assign({
      pending: ({ context, event }) => {
        const judgement = judgementOf(context, event);
        return judgement?.kind === 'admit' && event.type === 'device.codeRead' ? { code: judgement.code, at: event.read.at } : null;
      },
    }),
    /** A verdict the device could give alone: not valid, cancelled, already in by what it knows. */
    judge: assign({
      verdict: ({ context, event }) => {
        const judgement = judgementOf(context, event);
        return judgement === null || judgement.kind === 'admit' ? null : judgement;
      },
    }),
    /** No network: the code goes in on the device's word and waits in the queue. */
    admitHere: assign(({ context }) => {
      if (context.pending === null || context.scanned === null) return {};
      const { code, at } = context.pending;
      // Another door's admission may have arrived while the server was being asked.
      const first = context.ledger.standing.find((c) => c.codeId === code.codeId);
      if (first !== undefined) return { verdict: { kind: 'already-in' as const, code, first }, pending: null };
      const checkIn = { codeId: code.codeId, at, door: context.door, device: context.device };
      return {
        ledger: admitInto(context.ledger, checkIn).ledger,
        queue: [...context.queue, { code: context.scanned, checkIn }],
        verdict: { kind: 'admitted' as const, code, checkIn, offline: true },
        pending: null,
      };
    }),
    takeAnswer: assign(({ context, event }) => {
      if (event.type !== 'api.admitAnswered') return {};
      const { answer } = event;
      const settled = { pending: null };
      switch (answer.outcome) {
        case 'admitted':
          return {
            ...settled,
            ledger: admitInto(context.ledger, answer.checkIn).ledger,
            verdict: { kind: 'admitted' as const, code: answer.code, checkIn: answer.checkIn, offline: false },
          };
        case 'already-in':
          return {
            ...settled,
            ledger: admitInto(context.ledger, answer.first).ledger,
            verdict: { kind: 'already-in' as const, code: answer.code, first: answer.first },
          };
        case 'cancelled':
          return { ...settled, verdict: { kind: 'cancelled' as const, code: answer.code } };
        case 'not-valid':
          return { ...settled, verdict: { kind: 'not-valid' as const, reason: answer.reason } };
      }
    }),
    takeSync: assign(({ context, event }) => {
      if (event.type !== 'api.synced') return {};
      const queue = unsent(context.queue, event.sent);
      const ledger = ledgerOf(event.answer.list, queue);
      return { list: event.answer.list, queue, ledger, conflicts: myNewConflicts(context, ledger) };
    }),
    takeUpdate: assign(({ context, event }) => {
      if (event.type !== 'live.update' || event.update.night !== context.night) return {};
      const ledger = mergeCheckIns(context.ledger, updateAdmissions(event.update));
      return { ledger, conflicts: myNewConflicts(context, ledger) };
    }),
    markSeen: assign(({ context }) => ({ seen: [...context.seen, ...context.conflicts.map(conflictKey)], conflicts: [] })),
    clearVerdict: assign({ verdict: null, scanned: null, pending: null }),
  },
});

/** Every admission an update tells of. */
const updateAdmissions = (update: DoorUpdate) => [...update.checkIns, ...update.conflicts.flatMap((c) => [c.first, c.other])];
