import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { BlockDate } from './block-date.schema';
import type { BlockedPeriodsPort, BookingKind } from './blocked-periods.port';
import { bookingChoiceMachine, isClosedNight } from './booking-choice.machine';
import { bookingChoiceMachineWith } from './booking-choice-wiring';
import type { ApiError } from '../shared/api-error';
import { err, ok, type Result } from '../shared/result';
import { expectRestorableSnapshot } from '../testing/restorable-snapshot';

const today = { year: 2025, month: 5, day: 1 };
const blocks: readonly BlockDate[] = [
  { dateFrom: '2025-05-03', dateTo: '2025-05-04', timeFrom: '22:00', timeTo: '02:00', notes: '<p>Private party</p>' },
  { dateFrom: '2025-05-10', dateTo: '2025-05-12', notes: 'Closed for works' },
];

function start(
  port: BlockedPeriodsPort,
  kind: BookingKind = 'reservation',
  extra: { minGuestCount?: number; bottlesTimes?: readonly string[] } = {},
) {
  return createActor(bookingChoiceMachineWith(port), { input: { kind, today, ...extra } }).start();
}

const loaded = (kind: BookingKind = 'reservation') => {
  const loadBlocks = vi.fn(async (_: BookingKind) => ok(blocks));
  return { actor: start({ loadBlocks }, kind), loadBlocks };
};

describe('booking choice machine', () => {
  it.each(['reservation', 'venue-booking'] as const)('loads the %s blocks through the port, then offers the choices', async (kind) => {
    const { actor, loadBlocks } = loaded(kind);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const ready = await waitFor(actor, (s) => s.matches('choosing'));
    expect(loadBlocks).toHaveBeenCalledWith(kind);
    expect(ready.context.periods).toHaveLength(2);
    expect(ready.context.guestChoices).toHaveLength(20);
    expect(ready.context.timeChoices[0]).toBe('7:00 PM');
  });

  it('uses the venue minimum guest count and times', async () => {
    const actor = start({ loadBlocks: async () => ok([]) }, 'reservation', { minGuestCount: 6, bottlesTimes: ['23:00', '21:00'] });
    const ready = await waitFor(actor, (s) => s.matches('choosing'));
    expect(ready.context.guestChoices[0]).toBe(6);
    expect(ready.context.timeChoices).toEqual(['9:00 PM', '11:00 PM']);
    actor.send({ type: 'guest.selectGuests', count: 5 });
    expect(actor.getSnapshot().context.guests).toBeNull();
  });

  it('starts from an earlier choice, and a blocked one is still refused once the blocks are in', async () => {
    const initial = { date: { year: 2025, month: 5, day: 3 }, time: '11:00 PM', guests: 4 };
    const actor = createActor(bookingChoiceMachineWith({ loadBlocks: async () => ok(blocks) }), {
      input: { kind: 'reservation', today, initial },
    }).start();
    const ready = await waitFor(actor, (s) => s.matches('choosing'));
    expect(ready.context).toMatchObject({ ...initial, block: { notes: '<p>Private party</p>' } });
    actor.send({ type: 'guest.submit' });
    expect(actor.getSnapshot().matches('blocked')).toBe(true);
    actor.send({ type: 'guest.dismissBlock' });
    expect(actor.getSnapshot().context).toMatchObject({ date: initial.date, time: null, guests: 4 });
  });

  it('outputs the choice once date, time and guests are set and free', async () => {
    const { actor } = loaded('venue-booking');
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'guest.selectDate', date: { year: 2025, month: 5, day: 3 } });
    actor.send({ type: 'guest.selectTime', time: '21:30' });
    actor.send({ type: 'guest.selectGuests', count: 8 });
    actor.send({ type: 'guest.submit' });
    const done = actor.getSnapshot();
    expect(done.status).toBe('done');
    expect(done.output).toEqual({ kind: 'venue-booking', date: { year: 2025, month: 5, day: 3 }, time: '9:30 PM', guests: 8 });
  });

  it('names what is missing on submit and ignores dates before today', async () => {
    const { actor } = loaded();
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'guest.selectDate', date: { year: 2025, month: 4, day: 30 } });
    actor.send({ type: 'guest.selectTime', time: 'soon' });
    actor.send({ type: 'guest.submit' });
    expect(actor.getSnapshot().context.missing).toEqual(['date', 'time', 'guests']);
    actor.send({ type: 'guest.selectGuests', count: 2 });
    expect(actor.getSnapshot().context.missing).toEqual(['date', 'time']);
    expect(actor.getSnapshot().value).toBe('choosing');
  });

  it('a blocked date and time shows the block notes until dismissed, then frees the time', async () => {
    const { actor } = loaded();
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'guest.selectGuests', count: 4 });
    actor.send({ type: 'guest.selectTime', time: '1:00 AM' });
    actor.send({ type: 'guest.selectDate', date: { year: 2025, month: 5, day: 3 } });
    const blocked = actor.getSnapshot();
    expect(blocked.value).toBe('blocked');
    expect(blocked.hasTag('error')).toBe(true);
    expect(blocked.context.block?.notes).toBe('<p>Private party</p>');
    actor.send({ type: 'guest.submit' });
    actor.send({ type: 'guest.selectTime', time: '7:00 PM' });
    expect(actor.getSnapshot().value).toBe('blocked');
    actor.send({ type: 'guest.dismissBlock' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'choosing', context: { time: null, block: null } });
    actor.send({ type: 'guest.selectTime', time: '7:00 PM' });
    actor.send({ type: 'guest.submit' });
    expect(actor.getSnapshot().output).toMatchObject({ time: '7:00 PM', guests: 4 });
  });

  it('keeps a snapshot of plain data that restores, with the blocked periods and the block shown', async () => {
    const machine = bookingChoiceMachineWith({ loadBlocks: async () => ok(blocks) });
    const actor = createActor(machine, { input: { kind: 'reservation', today } }).start();
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'guest.selectTime', time: '1:00 AM' });
    actor.send({ type: 'guest.selectDate', date: { year: 2025, month: 5, day: 3 } });
    expect(actor.getSnapshot().value).toBe('blocked');
    expectRestorableSnapshot(machine, actor);
  });

  it('a whole-night block blocks any time on every night of the block', async () => {
    const { actor } = loaded();
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'guest.selectDate', date: { year: 2025, month: 5, day: 11 } });
    actor.send({ type: 'guest.selectTime', time: '7:00 PM' });
    expect(actor.getSnapshot().context.block?.notes).toBe('Closed for works');
  });

  it('a block spanning midnight between two dates refuses a time inside it and accepts the next evening', async () => {
    const { actor } = loaded();
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'guest.selectDate', date: { year: 2025, month: 5, day: 3 } });
    actor.send({ type: 'guest.selectTime', time: '1:00 AM' });
    expect(actor.getSnapshot().value).toBe('blocked');
    actor.send({ type: 'guest.dismissBlock' });
    actor.send({ type: 'guest.selectDate', date: { year: 2025, month: 5, day: 4 } });
    actor.send({ type: 'guest.selectTime', time: '10:00 PM' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'choosing', context: { block: null } });
  });

  it('waits in an error state when the blocks cannot be loaded or read, and retries', async () => {
    const loadBlocks = vi
      .fn<BlockedPeriodsPort['loadBlocks']>()
      .mockResolvedValueOnce(err({ _tag: 'NetworkError', message: 'offline' }))
      .mockResolvedValueOnce(ok([{ dateFrom: '2025-05-09', dateTo: '2025-05-08' }]))
      .mockResolvedValueOnce(ok(blocks));
    const actor = start({ loadBlocks });
    const failed = await waitFor(actor, (s) => s.matches('blocksUnavailable'));
    expect(failed.hasTag('error')).toBe(true);
    expect(failed.context.failure).toMatchObject({ _tag: 'NetworkError' });
    actor.send({ type: 'guest.retry' });
    const unreadable = await waitFor(actor, (s) => s.matches('blocksUnavailable'));
    expect(unreadable.context.failure).toEqual({ _tag: 'InvalidBlock', index: 0, reason: 'ends-before-start' });
    actor.send({ type: 'guest.retry' });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(loadBlocks).toHaveBeenCalledTimes(3);
  });

  it('starts choosing from blocks read with the page, without loading them; an unreadable one fails as a loaded one does', async () => {
    const loadBlocks = vi.fn<BlockedPeriodsPort['loadBlocks']>(async () => ok([]));
    const initial = { date: { year: 2025, month: 5, day: 3 }, time: '11:00 PM', guests: 4 };
    const given = createActor(bookingChoiceMachineWith({ loadBlocks }), { input: { kind: 'reservation', today, initial, blocks } }).start();
    // At once, as the server draws it: no load, the calendar with its blocks, the earlier choice's block found.
    expect(given.getSnapshot().value).toBe('choosing');
    expect(given.getSnapshot().context).toMatchObject({ periods: { length: 2 }, block: { notes: '<p>Private party</p>' } });
    given.send({ type: 'guest.submit' });
    expect(given.getSnapshot().value).toBe('blocked');

    const unreadable = createActor(bookingChoiceMachineWith({ loadBlocks }), {
      input: { kind: 'reservation', today, blocks: [{ dateFrom: '2025-05-09', dateTo: '2025-05-08' }] },
    }).start();
    expect(unreadable.getSnapshot().value).toBe('blocksUnavailable');
    expect(unreadable.getSnapshot().context.failure).toEqual({ _tag: 'InvalidBlock', index: 0, reason: 'ends-before-start' });
    expect(loadBlocks).not.toHaveBeenCalled();
    // A retry loads them through the port, as without given blocks.
    unreadable.send({ type: 'guest.retry' });
    await waitFor(unreadable, (s) => s.matches('choosing'));
    expect(loadBlocks).toHaveBeenCalledTimes(1);
  });

  it('a reservation cannot take a weekday the venue is closed; a venue booking can, as the calendar shows', async () => {
    // 2025-05-05 is a Monday; 2025-05-06 a Tuesday.
    const monday = { year: 2025, month: 5, day: 5 };
    const tuesday = { year: 2025, month: 5, day: 6 };
    const choose = async (kind: BookingKind) => {
      const actor = createActor(bookingChoiceMachineWith({ loadBlocks: async () => ok(blocks) }), {
        input: { kind, today, closedDays: ['Monday'] },
      }).start();
      const ready = await waitFor(actor, (s) => s.matches('choosing'));
      actor.send({ type: 'guest.selectDate', date: monday });
      return { actor, ready };
    };
    const reservation = await choose('reservation');
    expect(reservation.actor.getSnapshot().context.date).toBeNull();
    expect(isClosedNight(reservation.ready.context, monday)).toBe(true);
    expect(isClosedNight(reservation.ready.context, tuesday)).toBe(false);
    // A night wholly blocked is greyed out as well.
    expect(isClosedNight(reservation.ready.context, { year: 2025, month: 5, day: 11 })).toBe(true);
    reservation.actor.send({ type: 'guest.selectDate', date: tuesday });
    expect(reservation.actor.getSnapshot().context.date).toEqual(tuesday);

    const booking = await choose('venue-booking');
    expect(booking.actor.getSnapshot().context.date).toEqual(monday);
    expect(isClosedNight(booking.ready.context, monday)).toBe(false);
  });

  it('fails loudly when loadBlocks is not provided', async () => {
    const actor = createActor(bookingChoiceMachine, { input: { kind: 'reservation', today } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.start();
    await waitFor(actor, (s) => s.status === 'error');
    expect(String(errors[0])).toContain('not provided');
  });

  it('provide with a fake actor works without the wiring', async () => {
    const actor = createActor(
      bookingChoiceMachine.provide({
        actors: { loadBlocks: fromPromise(async (): Promise<Result<readonly BlockDate[], ApiError>> => ok([])) },
      }),
      {
        input: { kind: 'reservation', today },
      },
    ).start();
    await waitFor(actor, (s) => s.matches('choosing'));
  });
});
