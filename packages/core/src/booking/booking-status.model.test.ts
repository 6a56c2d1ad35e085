// Model-based test: xstate/graph walks every shortest path of the booking status machine (each call's
// outcome as an event), for both actions and every status the booking may start in, then replays each
// path on a live actor against the controlled backend and checks the same state is reached, with the
// invariants holding after every step.
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../shared/api-error';
import { err, ok, type Result } from '../shared/result';
import { ControlledBookings, privateEventIn } from '../testing/controlled-bookings';
import { bookingStatusMachine, type BookingAction, type BookingStatusEvent } from './booking-status.machine';
import { bookingStatusMachineWith } from './booking-status-wiring';
import { orderStatuses } from '../orders/order-response.schema';
import type { PrivateEvent } from './venue-booking.schema';

const answers: readonly Result<PrivateEvent, ApiError>[] = [
  ok(privateEventIn('Confirmed')),
  ok(privateEventIn('Cancelled')),
  ok(privateEventIn('Paid')),
  err({ _tag: 'HttpError', status: 409, message: 'Refused' }),
  err({
    _tag: 'HttpError',
    status: 409,
    message: 'Conflict',
    body: { error: { code: 'night_taken', message: 'The venue is already booked for a private event that night.', field: 'eventDate' } },
  }),
  err({ _tag: 'HttpError', status: 404, message: 'Not found' }),
  err({ _tag: 'NetworkError', message: 'offline' }),
  err({ _tag: 'HttpError', status: 503, message: 'Unavailable' }),
];
const doneEvents = (['promote', 'load'] as const).flatMap((actor) =>
  answers.map(
    (output) =>
      ({
        type: `xstate.done.actor.0.bookingStatus.${actor === 'promote' ? 'working' : 'loading'}`,
        output,
      }) as unknown as BookingStatusEvent,
  ),
);
const guestEvents: BookingStatusEvent[] = [
  { type: 'guest.request' },
  { type: 'guest.confirm' },
  { type: 'guest.keep' },
  { type: 'guest.retry' },
];

type Snapshot = SnapshotFrom<typeof bookingStatusMachine>;
const abstractState = (s: Snapshot) =>
  JSON.stringify({ value: s.value, status: s.context.booking?.status ?? null, failure: s.context.failure?._tag ?? null });

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

const starts = (['confirm', 'cancel'] as const).flatMap((action: BookingAction) =>
  [null, ...orderStatuses].map((status) => ({ action, booking: status === null ? null : privateEventIn(status) })),
);

describe.each(starts.map((s) => [`${s.action}, ${s.booking?.status ?? 'unknown'}`, s] as const))('booking status, %s', (_, input) => {
  const paths = getShortestPaths(bookingStatusMachine, {
    input: { eventId: 'event-1', ...input },
    events: [...guestEvents, ...doneEvents],
    serializeState: (s) => abstractState(s as Snapshot),
  });

  it('reaches the states this start allows', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    if (input.booking === null) expect([...reached]).toEqual(['"unknown"']);
    if (input.booking?.status === 'Pending') {
      for (const value of ['ready', 'working', 'loading', 'failed', 'done', 'paid', 'cancelled', 'unknown', 'taken'])
        expect(reached).toContain(`"${value}"`);
      if (input.action === 'cancel') expect(reached).toContain('"asking"');
      else expect(reached).not.toContain('"asking"');
    }
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' > ') || '(initial)', p] as const))('%s', async (_, path) => {
    const server = new ControlledBookings();
    const actor = createActor(bookingStatusMachineWith(server), { input: { eventId: 'event-1', ...input } }).start();
    let asked = false;
    for (const step of path.steps) {
      const event = step.event as { type: string; output?: Result<PrivateEvent, ApiError> };
      if (event.type.startsWith('xstate.done.actor.')) {
        server.settleNext(event.output as Result<PrivateEvent, ApiError>);
      } else if (event.type !== 'xstate.init') {
        if (event.type === 'guest.confirm' && actor.getSnapshot().matches('asking')) asked = true;
        actor.send(event as BookingStatusEvent);
      }
      await settle();
      const live = actor.getSnapshot();
      expect(live.status).not.toBe('error');
      expect(abstractState(live)).toBe(abstractState(step.state));
      // One call at a time, only while busy; a cancel is never sent before the guest's second yes.
      expect(server.pendingMethods.length).toBe(live.hasTag('busy') ? 1 : 0);
      const cancels = server.calls.filter((c) => c.method === 'promoteStatus' && c.args[1] === 'Cancelled');
      if (!asked) expect(cancels).toEqual([]);
      if (input.action === 'confirm') expect(cancels).toEqual([]);
    }
  });
});
