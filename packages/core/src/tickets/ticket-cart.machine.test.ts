// The tickets page's machine: steppers within limits, the cart kept in storage on every change,
// Check out refused with nothing chosen; plus every shortest path (xstate/graph) with its invariants.
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../testing/bottle-test-fixtures';
import { ticketSettings, ticketTypes } from '../testing/ticket-test-fixtures';
import { maxQuantity, quantityOf } from './ticket-cart';
import { ticketCartMachineWith } from './ticket-cart-wiring';
import { ticketCartMachine, ticketsCheckoutHref, type TicketCartEvent } from './ticket-cart.machine';
import { loadTicketCart, saveTicketCart } from './ticket-storage';

function start(storage = new MemoryStorage()) {
  const visits: string[] = [];
  const actor = createActor(ticketCartMachineWith({ storage, navigate: (to) => visits.push(to) }), {
    input: { eventId: 'ev-1', types: ticketTypes, settings: ticketSettings, stored: loadTicketCart(storage, 'ev-1') },
  }).start();
  return { actor, visits, storage };
}

describe('ticket cart machine', () => {
  it('restores the stored cart of this event, fitted to what is still sold', () => {
    const storage = new MemoryStorage();
    saveTicketCart(storage, { eventId: 'ev-1', quantities: { vip: 9, ga: 1 } });
    expect(start(storage).actor.getSnapshot().context.cart.quantities).toEqual({ vip: 3, ga: 1 });
    saveTicketCart(storage, { eventId: 'ev-2', quantities: { ga: 1 } });
    expect(start(storage).actor.getSnapshot().context.cart.quantities).toEqual({});
    storage.set('ticketCart', '{not json');
    expect(start(storage).actor.getSnapshot().context.cart.quantities).toEqual({});
  });

  it('keeps the cart on every change and checks out to /tickets-checkout?eventId=', () => {
    const { actor, visits, storage } = start();
    actor.send({ type: 'guest.checkout' });
    expect(actor.getSnapshot().hasTag('warning')).toBe(true);
    actor.send({ type: 'guest.more', ticketId: 'ga' });
    actor.send({ type: 'guest.more', ticketId: 'ga' });
    actor.send({ type: 'guest.fewer', ticketId: 'ga' });
    expect(actor.getSnapshot().hasTag('warning')).toBe(false);
    expect(loadTicketCart(storage, 'ev-1')?.quantities).toEqual({ ga: 1 });
    actor.send({ type: 'guest.checkout' });
    expect(visits).toEqual([ticketsCheckoutHref('ev-1')]);
    expect(visits[0]).toBe('/tickets-checkout?eventId=ev-1');
  });

  it('every shortest path keeps quantities within limits and leaves only with tickets chosen', () => {
    const events: TicketCartEvent[] = [
      ...['early', 'vip', 'table'].flatMap((ticketId) => [
        { type: 'guest.more' as const, ticketId },
        { type: 'guest.fewer' as const, ticketId },
      ]),
      { type: 'guest.checkout' },
      { type: 'guest.dismissWarning' },
    ];
    const paths = getShortestPaths(ticketCartMachine, {
      input: { eventId: 'ev-1', types: ticketTypes, settings: ticketSettings, stored: null },
      events,
      serializeState: (s: SnapshotFrom<typeof ticketCartMachine>) => JSON.stringify([s.value, s.context.cart.quantities]),
    });
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      const { actor, visits } = start();
      for (const step of path.steps) {
        actor.send(step.event);
        const { cart } = actor.getSnapshot().context;
        for (const type of ticketTypes) expect(quantityOf(cart, type._id)).toBeLessThanOrEqual(maxQuantity(type));
      }
      const done = actor.getSnapshot().status === 'done';
      expect(visits.length).toBe(done ? 1 : 0);
      if (done) expect(Object.keys(actor.getSnapshot().context.cart.quantities).length).toBeGreaterThan(0);
    }
  });
});
