import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type ActorRefFrom } from 'xstate';
import type { BlockDate } from './block-date.schema';
import type { bookingChoiceMachine } from './booking-choice.machine';
import { reservationStepsMachineWith } from './reservation-steps-wiring';
import type { AvailabilityQuery } from './reservation-steps.machine';
import type { ApiError } from '../shared/api-error';
import { err, ok } from '../shared/result';

const today = { year: 2030, month: 6, day: 15 };
const blocks: readonly BlockDate[] = [
  { dateFrom: '2030-06-20', dateTo: '2030-06-21', timeFrom: '22:00', timeTo: '02:00', notes: '<p>Private party</p>' },
];
const night = { year: 2030, month: 6, day: 20 };

function start(check: (query: AvailabilityQuery) => Promise<ReturnType<typeof ok<{ total: null }>> | ReturnType<typeof err<ApiError>>>) {
  const checkGroup = vi.fn((_: string, query: AvailabilityQuery) => check(query));
  const actor = createActor(
    reservationStepsMachineWith({ blocks: { loadBlocks: async () => ok(blocks) }, orders: { checkGroup: checkGroup as never } }),
    { input: { today, minGuestCount: 2 } },
  ).start();
  return { actor, checkGroup };
}

type Choice = ActorRefFrom<typeof bookingChoiceMachine>;
const choiceOf = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().children.choice as Choice;

async function choose(actor: ReturnType<typeof start>['actor'], time: string) {
  const choice = choiceOf(actor);
  await waitFor(choice, (s) => s.matches('choosing'));
  choice.send({ type: 'guest.selectGuests', count: 4 });
  choice.send({ type: 'guest.selectDate', date: night });
  choice.send({ type: 'guest.selectTime', time });
  choice.send({ type: 'guest.submit' });
  return choice;
}

describe('reservation steps', () => {
  it('checks the chosen night with the venue, then asks for the details', async () => {
    const { actor, checkGroup } = start(async () => ok({ total: null }));
    await choose(actor, '9:30 PM');
    await waitFor(actor, (s) => s.matches('details'));
    expect(checkGroup).toHaveBeenCalledTimes(1);
    expect(checkGroup).toHaveBeenCalledWith('reservations', { noOfGuests: 4, reservationDate: '06/20/2030', reservationTime: '9:30 PM' });
    expect(actor.getSnapshot().context.choice).toEqual({ kind: 'reservation', date: night, time: '9:30 PM', guests: 4 });
  });

  it('a time inside a block never reaches the venue: the choice shows the block until dismissed', async () => {
    const { actor, checkGroup } = start(async () => ok({ total: null }));
    const choice = await choose(actor, '1:00 AM');
    expect(choice.getSnapshot().matches('blocked')).toBe(true);
    expect(choice.getSnapshot().context.block?.notes).toBe('<p>Private party</p>');
    choice.send({ type: 'guest.dismissBlock' });
    choice.send({ type: 'guest.selectTime', time: '9:00 PM' });
    choice.send({ type: 'guest.submit' });
    await waitFor(actor, (s) => s.matches('details'));
    expect(checkGroup).toHaveBeenCalledTimes(1);
  });

  it('a refused check goes back to the night with the choice kept and the reason', async () => {
    const refusal: ApiError = {
      _tag: 'HttpError',
      status: 422,
      message: 'Blocked',
      body: { error: { code: 'blocked', details: { notes: 'x' } } },
    };
    const { actor } = start(async () => err(refusal));
    await choose(actor, '9:30 PM');
    await waitFor(actor, (s) => s.matches('choosing') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toEqual(refusal);
    const choice = await waitFor(choiceOf(actor), (s) => s.matches('choosing'));
    expect(choice.context).toMatchObject({ date: night, time: '9:30 PM', guests: 4 });
    actor.send({ type: 'guest.dismissFailure' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('the guest steps back from the details to change the night, which starts from the last one', async () => {
    const { actor } = start(async () => ok({ total: null }));
    await choose(actor, '9:30 PM');
    await waitFor(actor, (s) => s.matches('details'));
    actor.send({ type: 'guest.changeChoice' });
    const choice = await waitFor(choiceOf(actor), (s) => s.matches('choosing'));
    expect(choice.context).toMatchObject({ date: night, time: '9:30 PM', guests: 4 });
  });
});
