import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type ActorRefFrom } from 'xstate';
import type { BlockDate } from './block-date.schema';
import type { bookingChoiceMachine } from './booking-choice.machine';
import { reservationEditMachineWith } from './reservation-edit-wiring';
import type { Reservation, ReservationUpdate } from './reservation.schema';
import type { ApiError } from '../shared/api-error';
import { err, ok, type Result } from '../shared/result';

const today = { year: 2030, month: 6, day: 15 };
const blocks: readonly BlockDate[] = [
  { dateFrom: '2030-06-20', dateTo: '2030-06-21', timeFrom: '22:00', timeTo: '02:00', notes: '<p>Private party</p>' },
];
const reservation: Reservation = {
  orderId: 'r-1',
  status: 'Confirmed',
  details: {
    noOfGuests: 4,
    reservationDate: '06/22/2030',
    reservationTime: '9:30 PM',
    specialRequest: 'Window',
    clientName: 'Dana Guest',
    clientEmail: 'dana@example.com',
    clientPhoneNumber: '+12125550123',
  },
};
const changed = (update: ReservationUpdate): Reservation => ({ ...reservation, details: { ...reservation.details, ...update } });

function start(save: (id: string, update: ReservationUpdate) => Promise<Result<Reservation, ApiError>>, start = reservation) {
  const updateReservation = vi.fn(save);
  const actor = createActor(
    reservationEditMachineWith({ blocks: { loadBlocks: async () => ok(blocks) }, bookings: { updateReservation } }),
    {
      input: { reservation: start, today, minGuestCount: 2 },
    },
  ).start();
  return { actor, updateReservation };
}
const choiceOf = async (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor.getSnapshot().children.choice as ActorRefFrom<typeof bookingChoiceMachine>, (s) => s.matches('choosing')).then(
    () => actor.getSnapshot().children.choice as ActorRefFrom<typeof bookingChoiceMachine>,
  );

describe('reservation edit', () => {
  it('starts from the reservation and saves the change once', async () => {
    const { actor, updateReservation } = start(async (_, update) => ok(changed(update)));
    const choice = await choiceOf(actor);
    expect(choice.getSnapshot().context).toMatchObject({ date: { year: 2030, month: 6, day: 22 }, time: '9:30 PM', guests: 4 });
    choice.send({ type: 'guest.selectGuests', count: 6 });
    actor.send({ type: 'guest.editRequest', text: ' Birthday ' });
    choice.send({ type: 'guest.submit' });
    choice.send({ type: 'guest.submit' });
    const saved = await waitFor(actor, (s) => s.matches('saved'));
    expect(updateReservation).toHaveBeenCalledTimes(1);
    expect(updateReservation).toHaveBeenCalledWith('r-1', {
      noOfGuests: 6,
      reservationDate: '06/22/2030',
      reservationTime: '9:30 PM',
      specialRequest: 'Birthday',
    });
    expect(saved.context.saved.details.noOfGuests).toBe(6);
    actor.send({ type: 'guest.editAgain' });
    expect((await choiceOf(actor)).getSnapshot().context.guests).toBe(6);
  });

  it('a blocked time is refused by the choice before anything is sent', async () => {
    const { actor, updateReservation } = start(async (_, update) => ok(changed(update)));
    const choice = await choiceOf(actor);
    choice.send({ type: 'guest.selectDate', date: { year: 2030, month: 6, day: 20 } });
    choice.send({ type: 'guest.selectTime', time: '11:00 PM' });
    expect(choice.getSnapshot().matches('blocked')).toBe(true);
    expect(updateReservation).not.toHaveBeenCalled();
  });

  it('an over-long request stays in the form with its field error', async () => {
    const { actor, updateReservation } = start(async (_, update) => ok(changed(update)));
    actor.send({ type: 'guest.editRequest', text: 'x'.repeat(1001) });
    (await choiceOf(actor)).send({ type: 'guest.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.fieldErrors.length === 1);
    expect(updateReservation).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.specialRequest).toHaveLength(1001);
  });

  it('a refused change keeps what was typed and says why', async () => {
    const refusal: ApiError = { _tag: 'HttpError', status: 422, message: 'Pick another time', body: null };
    const { actor } = start(async () => err(refusal));
    const choice = await choiceOf(actor);
    choice.send({ type: 'guest.selectTime', time: '10:00 PM' });
    actor.send({ type: 'guest.editRequest', text: 'Corner' });
    choice.send({ type: 'guest.submit' });
    const back = await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null);
    expect(back.context.failure).toEqual(refusal);
    expect(back.context.specialRequest).toBe('Corner');
    expect((await choiceOf(actor)).getSnapshot().context.time).toBe('10:00 PM');
    expect(back.context.saved).toEqual(reservation);
  });

  it('a cancelled reservation cannot change, nor one cancelled meanwhile (409)', async () => {
    expect(
      start(async () => ok(reservation), { ...reservation, status: 'Cancelled' })
        .actor.getSnapshot()
        .matches('cancelled'),
    ).toBe(true);
    const { actor } = start(async () => err({ _tag: 'HttpError', status: 409, message: 'Cancelled' }));
    (await choiceOf(actor)).send({ type: 'guest.submit' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.context.saved.status).toBe('Cancelled');
  });
});
