// Model-based test: xstate/graph walks every shortest path of the reservation cancel machine (each call's outcome as
// an event) from every start the page can have, then replays each path on a live actor against the controlled
// backend and checks the same state is reached, with the invariants holding after every step: one call at a time,
// only while busy, and never a cancel before the guest's second yes or without their key.
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { orderStatuses } from '../orders/order-response.schema';
import type { ApiError } from '../shared/api-error';
import { err, ok, type Result } from '../shared/result';
import { ControlledReservations, reservationIn } from '../testing/controlled-reservations';
import type { ReservationCancelKey } from './reservation-cancel-key';
import { reservationCancelMachine, type ReservationCancelEvent } from './reservation-cancel.machine';
import { reservationCancelMachineWith } from './reservation-cancel-wiring';
import type { Reservation } from './reservation.schema';

const refused = (status: number, code: string): ApiError => ({
  _tag: 'HttpError',
  status,
  message: code,
  body: { error: { code, message: code } },
});
const answers: readonly Result<Reservation, ApiError>[] = [
  ok(reservationIn('Cancelled')),
  ok(reservationIn('Paid')),
  ok(reservationIn('Confirmed')),
  err(refused(409, 'too_late')),
  err(refused(403, 'forbidden')),
  err(refused(409, 'order_paid')),
  err({ _tag: 'HttpError', status: 404, message: 'Not found' }),
  err({ _tag: 'NetworkError', message: 'offline' }),
  err({ _tag: 'HttpError', status: 503, message: 'Unavailable' }),
];
const doneEvents = (['working', 'loading'] as const).flatMap((state) =>
  answers.map((output) => ({ type: `xstate.done.actor.0.reservationCancel.${state}`, output }) as unknown as ReservationCancelEvent),
);
const guestEvents: ReservationCancelEvent[] = [
  { type: 'guest.request' },
  { type: 'guest.confirm' },
  { type: 'guest.keep' },
  { type: 'guest.retry' },
];

type Snapshot = SnapshotFrom<typeof reservationCancelMachine>;
const abstractState = (s: Snapshot) =>
  JSON.stringify({ value: s.value, status: s.context.reservation?.status ?? null, failure: s.context.failure?._tag ?? null });

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

const KEY: ReservationCancelKey = { secret: 'S3cret' };
const starts = [null, ...orderStatuses].flatMap((status) =>
  [KEY, null].flatMap((key) =>
    [false, true].map((tooLate) => ({ reservation: status === null ? null : reservationIn(status), key, tooLate })),
  ),
);

describe.each(
  starts.map(
    (s) =>
      [`${s.reservation?.status ?? 'unknown'}, ${s.key ? 'with' : 'without'} a key${s.tooLate ? ', past the cut-off' : ''}`, s] as const,
  ),
)('reservation cancel, %s', (_, start) => {
  const input = { reservationId: 'reservations-1', ...start };
  const paths = getShortestPaths(reservationCancelMachine, {
    input,
    events: [...guestEvents, ...doneEvents],
    serializeState: (s) => abstractState(s as Snapshot),
  });

  it('reaches the states this start allows', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    const cancellable = start.reservation !== null && start.key !== null && ['Pending', 'Confirmed'].includes(start.reservation.status);
    const blockedByCutOff = start.tooLate && start.reservation?.status === 'Confirmed';
    if (cancellable && !blockedByCutOff)
      for (const value of [
        'ready',
        'asking',
        'working',
        'loading',
        'failed',
        'done',
        'tooLate',
        'forbidden',
        'paid',
        'cancelled',
        'unknown',
      ])
        expect(reached).toContain(`"${value}"`);
    else expect(reached.size).toBe(1);
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' > ') || '(initial)', p] as const))('%s', async (_, path) => {
    const server = new ControlledReservations();
    const actor = createActor(reservationCancelMachineWith(server), { input }).start();
    let asked = false;
    for (const step of path.steps) {
      const event = step.event as { type: string; output?: Result<Reservation, ApiError> };
      if (event.type.startsWith('xstate.done.actor.')) {
        server.settleNext(event.output as Result<Reservation, ApiError>);
      } else if (event.type !== 'xstate.init') {
        if (event.type === 'guest.confirm' && actor.getSnapshot().matches('asking')) asked = true;
        actor.send(event as ReservationCancelEvent);
      }
      await settle();
      const live = actor.getSnapshot();
      expect(live.status).not.toBe('error');
      expect(abstractState(live)).toBe(abstractState(step.state));
      expect(server.pendingMethods.length).toBe(live.hasTag('busy') ? 1 : 0);
      const cancels = server.calls.filter((c) => c.method === 'cancelReservation');
      if (!asked || start.key === null) expect(cancels).toEqual([]);
      for (const call of cancels) expect(call.args).toEqual(['reservations-1', KEY]);
    }
  });
});
