import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../shared/api-error';
import { err, ok } from '../shared/result';
import { ControlledReservations, reservationIn } from '../testing/controlled-reservations';
import type { ReservationCancelKey } from './reservation-cancel-key';
import { reservationCancelMachineWith } from './reservation-cancel-wiring';
import type { Reservation } from './reservation.schema';

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

const SECRET: ReservationCancelKey = { secret: 'S3cret' };
const refused = (status: number, code: string): ApiError => ({
  _tag: 'HttpError',
  status,
  message: code,
  body: { error: { code, message: code } },
});

function start(reservation: Reservation | null, key: ReservationCancelKey | null = SECRET, tooLate = false) {
  const server = new ControlledReservations();
  const actor = createActor(reservationCancelMachineWith(server), {
    input: { reservationId: 'reservations-1', reservation, key, tooLate },
  }).start();
  return { server, actor };
}

function askTwice(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'guest.request' });
  actor.send({ type: 'guest.confirm' });
}

describe('reservation cancel machine', () => {
  it('cancels only after the second yes, with the guest’s key, one call for a double click', async () => {
    const { server, actor } = start(reservationIn('Confirmed'), { link: 'a.b.c' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'guest.request' });
    expect(actor.getSnapshot().value).toBe('asking');
    expect(server.calls).toEqual([]);
    actor.send({ type: 'guest.confirm' });
    actor.send({ type: 'guest.confirm' });
    actor.send({ type: 'guest.request' });
    expect(server.calls).toEqual([{ method: 'cancelReservation', args: ['reservations-1', { link: 'a.b.c' }] }]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    server.settleNext(ok(reservationIn('Cancelled')));
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.reservation?.status).toBe('Cancelled');
  });

  it('keeps the reservation when the guest changes their mind', () => {
    const { server, actor } = start(reservationIn('Confirmed'));
    actor.send({ type: 'guest.request' });
    actor.send({ type: 'guest.keep' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(server.calls).toEqual([]);
  });

  it('shows a panel, and sends nothing, for an unknown, cancelled or paid reservation, a page without a key, or one past the cut-off', () => {
    expect(start(null).actor.getSnapshot().value).toBe('unknown');
    expect(start(reservationIn('Cancelled')).actor.getSnapshot().value).toBe('cancelled');
    expect(start(reservationIn('Paid')).actor.getSnapshot().value).toBe('paid');
    expect(start(reservationIn('Confirmed'), null).actor.getSnapshot().value).toBe('noKey');
    expect(start(reservationIn('Confirmed'), SECRET, true).actor.getSnapshot().value).toBe('tooLate');
    // The cut-off holds a confirmed reservation only.
    expect(start(reservationIn('Pending'), SECRET, true).actor.getSnapshot().value).toBe('ready');
  });

  it('ends in the venue’s own answer after the cut-off and for a key that is not this reservation’s', async () => {
    for (const [answer, state] of [
      [refused(409, 'too_late'), 'tooLate'],
      [refused(403, 'forbidden'), 'forbidden'],
    ] as const) {
      const { server, actor } = start(reservationIn('Confirmed'));
      askTwice(actor);
      server.settleNext(err(answer));
      await settle();
      expect(actor.getSnapshot().value).toBe(state);
      expect(server.calls.map((c) => c.method)).toEqual(['cancelReservation']);
    }
  });

  it('after another refusal, reads the reservation again and shows what it now is', async () => {
    const { server, actor } = start(reservationIn('Confirmed'));
    askTwice(actor);
    server.settleNext(err(refused(409, 'order_paid')));
    await settle();
    expect(server.pendingMethods).toEqual(['reservation']);
    server.settleNext(ok(reservationIn('Paid')));
    await settle();
    expect(actor.getSnapshot().value).toBe('paid');

    const gone = start(reservationIn('Confirmed'));
    askTwice(gone.actor);
    gone.server.settleNext(err(refused(404, 'not_found')));
    await settle();
    gone.server.settleNext(err(refused(404, 'not_found')));
    await settle();
    expect(gone.actor.getSnapshot().value).toBe('unknown');
  });

  it('after a lost answer, retries the same call', async () => {
    const { server, actor } = start(reservationIn('Confirmed'));
    askTwice(actor);
    server.settleNext(err({ _tag: 'NetworkError', message: 'offline' }));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure?._tag).toBe('NetworkError');
    actor.send({ type: 'guest.retry' });
    expect(server.pendingMethods).toEqual(['cancelReservation']);
    server.settleNext(ok(reservationIn('Cancelled')));
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
  });
});
