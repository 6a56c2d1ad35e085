// Model-based test: every shortest path of the reservation confirm (presses and each answer), replayed on a
// live actor: the same state is reached and a confirm is sent once per press that was not ignored; a reservation
// whose hold ran out ends released, with nowhere to go on to.
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { reservationConfirmMachineWith } from './reservation-confirm-wiring';
import type { ReservationConfirmEvent } from './reservation-confirm.machine';
import type { OrderConfirmation } from '../orders/order.schema';
import type { ApiError } from '../shared/api-error';
import { err, ok, type Result } from '../shared/result';

type Answer = Result<OrderConfirmation, ApiError>;
const answers: Answer[] = [
  ok({ orderId: 'r-1', status: 'Confirmed' }),
  err({ _tag: 'NetworkError', message: 'offline' }),
  err({ _tag: 'HttpError', status: 404, message: 'Unknown' }),
  err({
    _tag: 'HttpError',
    status: 409,
    message: 'Conflict',
    body: { error: { code: 'hold_expired', message: 'This reservation was not confirmed in time, so its table was released.' } },
  }),
];

class ControlledVenue {
  readonly pending: ((answer: Answer) => void)[] = [];
  confirms = 0;
  confirmOrder = () => {
    this.confirms++;
    return new Promise<Answer>((resolve) => this.pending.push(resolve));
  };
}

const model = reservationConfirmMachineWith(new ControlledVenue());
type Event = ReservationConfirmEvent | { type: string; output?: unknown };
const events: Event[] = [{ type: 'guest.confirm' }, ...answers.map((output) => ({ type: 'xstate.done.actor.confirm', output }))];
type Snapshot = SnapshotFrom<typeof model>;
const abstractState = (s: Snapshot) => JSON.stringify({ value: s.value, failure: s.context.failure?._tag ?? null, status: s.status });

const paths = getShortestPaths(model, {
  input: { reservationId: 'r-1' },
  events: events as ReservationConfirmEvent[],
  serializeState: (s) => abstractState(s as Snapshot),
});

describe('reservation confirm, every shortest path', () => {
  it('reaches every state', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const value of ['ready', 'confirming', 'confirmed', 'released']) expect(reached).toContain(JSON.stringify(value));
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' > ') || '(initial)', p] as const))('%s', async (_, path) => {
    const venue = new ControlledVenue();
    const actor = createActor(reservationConfirmMachineWith(venue), { input: { reservationId: 'r-1' } }).start();
    let presses = 0;
    for (const step of path.steps) {
      const event = step.event as Event;
      if (event.type === 'xstate.done.actor.confirm') {
        expect(venue.pending).toHaveLength(1);
        venue.pending.shift()?.(event.output as Answer);
      } else if (event.type === 'guest.confirm') {
        presses++;
        actor.send({ type: 'guest.confirm' });
        actor.send({ type: 'guest.confirm' });
      }
      for (let i = 0; i < 10; i++) await Promise.resolve();
      const live = actor.getSnapshot();
      expect(abstractState(live)).toBe(abstractState(step.state));
      expect(venue.confirms).toBeLessThanOrEqual(presses);
      expect(venue.pending.length).toBe(live.hasTag('busy') ? 1 : 0);
      // Only a confirmed reservation goes on to the confirmation; a released one stays to say why.
      if (live.status === 'done') expect(live.output?.next === null).toBe(live.matches('released'));
    }
  });
});
