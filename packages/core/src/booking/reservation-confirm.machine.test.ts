import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { reservationConfirmMachineWith } from './reservation-confirm-wiring';
import type { ApiError } from '../shared/api-error';
import { err, ok } from '../shared/result';

describe('reservation confirm', () => {
  it('confirms once for a double click, then leads to the confirmation', async () => {
    const confirmOrder = vi.fn(async () => ok({ orderId: 'r-1', status: 'Confirmed' }));
    const actor = createActor(reservationConfirmMachineWith({ confirmOrder }), { input: { reservationId: 'r-1' } }).start();
    actor.send({ type: 'guest.confirm' });
    actor.send({ type: 'guest.confirm' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(confirmOrder).toHaveBeenCalledTimes(1);
    expect(confirmOrder).toHaveBeenCalledWith('reservations', 'r-1');
    expect(done.output).toEqual({ next: '/confirmation?type=reservations&orderId=r-1' });
  });

  it("hands the order secret of the checkout's address on to the confirmation, for the table's code", async () => {
    const confirmOrder = vi.fn(async () => ok({ orderId: 'r-1', status: 'Confirmed' }));
    const input = { reservationId: 'r-1', orderSecret: 'S3cret_S3cret_S3cret_S3cret_0001' };
    const actor = createActor(reservationConfirmMachineWith({ confirmOrder }), { input }).start();
    actor.send({ type: 'guest.confirm' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ next: '/confirmation?type=reservations&orderId=r-1&secret=S3cret_S3cret_S3cret_S3cret_0001' });
  });

  it('a failure keeps the page with the reason, and pressing again retries', async () => {
    const failure: ApiError = { _tag: 'NetworkError', message: 'offline' };
    const confirmOrder = vi
      .fn()
      .mockResolvedValueOnce(err(failure))
      .mockResolvedValueOnce(ok({ orderId: 'r-1', status: 'Confirmed' }));
    const actor = createActor(reservationConfirmMachineWith({ confirmOrder }), { input: { reservationId: 'r-1' } }).start();
    actor.send({ type: 'guest.confirm' });
    const failed = await waitFor(actor, (s) => s.matches('ready') && s.context.failure !== null);
    expect(failed.context.failure).toEqual(failure);
    actor.send({ type: 'guest.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(confirmOrder).toHaveBeenCalledTimes(2);
  });
});
