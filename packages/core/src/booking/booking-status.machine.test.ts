import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { err, ok } from '../shared/result';
import { ControlledBookings, privateEventIn } from '../testing/controlled-bookings';
import type { BookingAction } from './booking-status.machine';
import { bookingStatusMachineWith } from './booking-status-wiring';
import type { PrivateEvent } from './venue-booking.schema';

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

function start(action: BookingAction, booking: PrivateEvent | null) {
  const server = new ControlledBookings();
  const actor = createActor(bookingStatusMachineWith(server), { input: { eventId: 'event-1', action, booking } }).start();
  return { server, actor };
}

describe('booking status machine', () => {
  it('cancels only after the second yes, with one call for a double click', async () => {
    const { server, actor } = start('cancel', privateEventIn('Pending'));
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'guest.request' });
    expect(actor.getSnapshot().value).toBe('asking');
    expect(server.calls).toEqual([]);
    actor.send({ type: 'guest.confirm' });
    actor.send({ type: 'guest.confirm' });
    actor.send({ type: 'guest.request' });
    expect(server.calls).toEqual([{ method: 'promoteStatus', args: ['event-1', 'Cancelled'] }]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    server.settleNext(ok(privateEventIn('Cancelled')));
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.booking?.status).toBe('Cancelled');
  });

  it('keeps the booking when the guest changes their mind', () => {
    const { server, actor } = start('cancel', privateEventIn('Confirmed'));
    actor.send({ type: 'guest.request' });
    actor.send({ type: 'guest.keep' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(server.calls).toEqual([]);
  });

  it('confirms at once, and a booking confirmed already is done', async () => {
    const { server, actor } = start('confirm', privateEventIn('Pending'));
    actor.send({ type: 'guest.request' });
    expect(server.calls).toEqual([{ method: 'promoteStatus', args: ['event-1', 'Confirmed'] }]);
    server.settleNext(ok(privateEventIn('Confirmed')));
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
    expect(start('confirm', privateEventIn('Confirmed')).actor.getSnapshot().value).toBe('done');
  });

  it('shows a panel for an unknown, paid or cancelled booking', () => {
    expect(start('cancel', null).actor.getSnapshot().value).toBe('unknown');
    expect(start('cancel', privateEventIn('Paid')).actor.getSnapshot().value).toBe('paid');
    expect(start('cancel', privateEventIn('Cancelled')).actor.getSnapshot().value).toBe('cancelled');
    expect(start('confirm', privateEventIn('Cancelled')).actor.getSnapshot().value).toBe('cancelled');
  });

  it('after a lost answer, retries the same call', async () => {
    const { server, actor } = start('cancel', privateEventIn('Pending'));
    actor.send({ type: 'guest.request' });
    actor.send({ type: 'guest.confirm' });
    server.settleNext(err({ _tag: 'NetworkError', message: 'offline' }));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure?._tag).toBe('NetworkError');
    actor.send({ type: 'guest.retry' });
    expect(server.pendingMethods).toEqual(['promoteStatus']);
    server.settleNext(ok(privateEventIn('Cancelled')));
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('after a refusal, reads the booking again and shows what it now is', async () => {
    const { server, actor } = start('cancel', privateEventIn('Pending'));
    actor.send({ type: 'guest.request' });
    actor.send({ type: 'guest.confirm' });
    server.settleNext(err({ _tag: 'HttpError', status: 409, message: 'A paid booking is cancelled by the venue.' }));
    await settle();
    expect(server.pendingMethods).toEqual(['privateEvent']);
    server.settleNext(ok(privateEventIn('Paid')));
    await settle();
    expect(actor.getSnapshot().value).toBe('paid');
  });

  it('a night another private event came to hold ends in its own state, with no second call', async () => {
    const { server, actor } = start('confirm', privateEventIn('Pending'));
    actor.send({ type: 'guest.request' });
    const body = {
      error: { code: 'night_taken', message: 'The venue is already booked for a private event that night.', field: 'eventDate' },
    };
    server.settleNext(err({ _tag: 'HttpError', status: 409, message: 'Conflict', body }));
    await settle();
    expect(actor.getSnapshot().value).toBe('taken');
    expect(actor.getSnapshot().status).toBe('done');
    expect(server.calls).toEqual([{ method: 'promoteStatus', args: ['event-1', 'Confirmed'] }]);
  });

  it('a booking gone meanwhile is unknown', async () => {
    const { server, actor } = start('confirm', privateEventIn('Pending'));
    actor.send({ type: 'guest.request' });
    server.settleNext(err({ _tag: 'HttpError', status: 404, message: 'Not found' }));
    await settle();
    server.settleNext(err({ _tag: 'HttpError', status: 404, message: 'Not found' }));
    await settle();
    expect(actor.getSnapshot().value).toBe('unknown');
    expect(actor.getSnapshot().context.booking).toBeNull();
  });
});
