// Model-based test: xstate/graph walks every shortest path of the reservation edit (the night chosen, a
// request typed, each answer to the save), then replays each on a live actor whose night goes through the
// real booking choice child, checking the same state is reached and that each submit saves at most once.
import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import type { bookingChoiceMachine, BookingChoice } from './booking-choice.machine';
import { reservationEditMachineWith } from './reservation-edit-wiring';
import type { ReservationEditEvent } from './reservation-edit.machine';
import type { Reservation } from './reservation.schema';
import type { ApiError } from '../shared/api-error';
import { err, ok, type Result } from '../shared/result';

const today = { year: 2030, month: 6, day: 15 };
const reservation: Reservation = {
  orderId: 'r-1',
  status: 'Confirmed',
  details: {
    noOfGuests: 4,
    reservationDate: '06/22/2030',
    reservationTime: '9:30 PM',
    specialRequest: '',
    clientName: 'Dana Guest',
    clientEmail: 'dana@example.com',
    clientPhoneNumber: '+12125550123',
  },
};
const chosen: BookingChoice = { kind: 'reservation', date: { year: 2030, month: 6, day: 23 }, time: '10:00 PM', guests: 6 };
type Answer = Result<Reservation, ApiError>;
const answers: Answer[] = [
  ok({ ...reservation, details: { ...reservation.details, noOfGuests: 6 } }),
  err({ _tag: 'NetworkError', message: 'offline' }),
  err({ _tag: 'HttpError', status: 422, message: 'Refused' }),
  err({ _tag: 'HttpError', status: 409, message: 'Cancelled' }),
];

class ControlledVenue {
  readonly pending: ((answer: Answer) => void)[] = [];
  saves = 0;
  readonly blocks = { loadBlocks: async () => ok([]) };
  readonly bookings = {
    updateReservation: () => {
      this.saves++;
      return new Promise<Answer>((resolve) => this.pending.push(resolve));
    },
  };
}

const model = reservationEditMachineWith(new ControlledVenue());
type Event = ReservationEditEvent | { type: string; output?: unknown };
const events: Event[] = [
  { type: 'guest.editRequest', text: 'Corner table' },
  { type: 'guest.editRequest', text: 'x'.repeat(1001) },
  { type: 'guest.editAgain' },
  { type: 'xstate.done.actor.choice', output: chosen },
  ...answers.map((output) => ({ type: 'xstate.done.actor.save', output })),
];

type Snapshot = SnapshotFrom<typeof model>;
const abstractState = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    requestOk: s.context.specialRequest.length <= 1000,
    fieldErrors: s.context.fieldErrors.length,
    failure: s.context.failure?._tag ?? null,
    status: s.context.saved.status,
  });

const paths = getShortestPaths(model, {
  input: { reservation, today },
  events: events as ReservationEditEvent[],
  serializeState: (s) => abstractState(s as Snapshot),
});

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

describe('reservation edit, every shortest path', () => {
  it('reaches every state', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const value of ['editing', 'saving', 'saved', 'cancelled']) expect(reached).toContain(JSON.stringify(value));
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' > ') || '(initial)', p] as const))('%s', async (_, path) => {
    const venue = new ControlledVenue();
    const actor = createActor(reservationEditMachineWith(venue), { input: { reservation, today } }).start();
    let submits = 0;
    for (const step of path.steps) {
      const event = step.event as Event;
      await settle();
      if (event.type === 'xstate.done.actor.choice') {
        const choice = actor.getSnapshot().children.choice as ActorRefFrom<typeof bookingChoiceMachine>;
        choice.send({ type: 'guest.selectGuests', count: chosen.guests });
        choice.send({ type: 'guest.selectDate', date: chosen.date });
        choice.send({ type: 'guest.selectTime', time: chosen.time });
        choice.send({ type: 'guest.submit' });
        choice.send({ type: 'guest.submit' });
        submits++;
      } else if (event.type === 'xstate.done.actor.save') {
        expect(venue.pending).toHaveLength(1);
        venue.pending.shift()?.(event.output as Answer);
      } else if (event.type !== 'xstate.init') {
        actor.send(event as ReservationEditEvent);
      }
      await settle();
      const live = actor.getSnapshot();
      expect(live.status).not.toBe('error');
      expect(abstractState(live)).toBe(abstractState(step.state));
      expect(venue.saves).toBeLessThanOrEqual(submits);
      expect(venue.pending.length).toBe(live.hasTag('busy') ? 1 : 0);
    }
  });
});
