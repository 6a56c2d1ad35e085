// Model-based test: xstate/graph walks every shortest path of the reservation steps (the night chosen, each
// availability answer, a step back), then replays each on a live actor whose night is picked through the
// real booking choice child, checking the same state is reached and that each chosen night is checked once.
import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import type { bookingChoiceMachine, BookingChoice } from './booking-choice.machine';
import { reservationStepsMachineWith } from './reservation-steps-wiring';
import type { ReservationStepsEvent } from './reservation-steps.machine';
import type { ApiError } from '../shared/api-error';
import { err, ok, type Result } from '../shared/result';

const today = { year: 2030, month: 6, day: 15 };
const chosen: BookingChoice = { kind: 'reservation', date: { year: 2030, month: 6, day: 20 }, time: '9:30 PM', guests: 4 };
const failures: Record<string, ApiError> = {
  network: { _tag: 'NetworkError', message: 'offline' },
  refused: { _tag: 'HttpError', status: 422, message: 'Blocked', body: { error: { code: 'blocked', details: { notes: 'x' } } } },
};
type Answer = Result<{ total: null }, ApiError>;
const answers: Answer[] = [ok({ total: null }), err(failures.network!), err(failures.refused!)];

/** A venue whose availability answers the test settles one at a time. */
class ControlledVenue {
  readonly pending: ((answer: Answer) => void)[] = [];
  checks = 0;
  readonly port = {
    loadBlocks: async () => ok([]),
    checkGroup: () => {
      this.checks++;
      return new Promise<Answer>((resolve) => this.pending.push(resolve));
    },
  };
}

const model = reservationStepsMachineWith({ blocks: new ControlledVenue().port, orders: new ControlledVenue().port as never });
type Event = ReservationStepsEvent | { type: string; output?: unknown };
const events: Event[] = [
  { type: 'guest.changeChoice' },
  { type: 'guest.dismissFailure' },
  { type: 'xstate.done.actor.choice', output: chosen },
  ...answers.map((output) => ({ type: 'xstate.done.actor.availability', output })),
];

type Snapshot = SnapshotFrom<typeof model>;
const abstractState = (s: Snapshot) =>
  JSON.stringify({ value: s.value, chosen: s.context.choice !== null, failure: s.context.failure?._tag ?? null });

const paths = getShortestPaths(model, {
  input: { today },
  events: events as ReservationStepsEvent[],
  serializeState: (s) => abstractState(s as Snapshot),
});

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

describe('reservation steps, every shortest path', () => {
  it('reaches every state', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const value of ['choosing', 'checking', 'details']) expect(reached).toContain(JSON.stringify(value));
    expect(paths.length).toBeGreaterThan(5);
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' > ') || '(initial)', p] as const))('%s', async (_, path) => {
    const venue = new ControlledVenue();
    const actor = createActor(reservationStepsMachineWith({ blocks: venue.port, orders: venue.port as never }), {
      input: { today },
    }).start();
    let nightsChosen = 0;
    for (const step of path.steps) {
      const event = step.event as Event;
      await settle();
      if (event.type === 'xstate.done.actor.choice') {
        // The guest picks the night through the real choice machine.
        const choice = actor.getSnapshot().children.choice as ActorRefFrom<typeof bookingChoiceMachine>;
        choice.send({ type: 'guest.selectGuests', count: chosen.guests });
        choice.send({ type: 'guest.selectDate', date: chosen.date });
        choice.send({ type: 'guest.selectTime', time: chosen.time });
        choice.send({ type: 'guest.submit' });
        nightsChosen++;
      } else if (event.type === 'xstate.done.actor.availability') {
        expect(venue.pending).toHaveLength(1);
        venue.pending.shift()?.(event.output as Answer);
      } else if (event.type !== 'xstate.init') {
        actor.send(event as ReservationStepsEvent);
      }
      await settle();
      const live = actor.getSnapshot();
      expect(live.status).not.toBe('error');
      expect(abstractState(live)).toBe(abstractState(step.state));
      expect(venue.checks).toBe(nightsChosen);
      expect(venue.pending.length).toBe(live.hasTag('busy') ? 1 : 0);
    }
  });
});
