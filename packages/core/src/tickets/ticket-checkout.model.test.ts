// Model-based test: xstate/graph walks every shortest path of the ticket checkout, with the order
// flow's outcomes and the promoter answers as events; each path is replayed on a live actor (its
// order flow a silent stand-in) and the invariants are checked after every step.
import { createActor, createMachine, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import type { OrderFailure, orderFlowMachine } from '../orders/order-flow.machine';
import { dollarOff, fakePhone, MemoryStorage } from '../testing/bottle-test-fixtures';
import { ticketSettings, ticketTypes, validTicketForm } from '../testing/ticket-test-fixtures';
import { maxQuantity, quantityOf } from './ticket-cart';
import type { TicketCheckoutEvent, TicketCheckoutInput } from './ticket-checkout-setup';
import { ticketCheckoutMachineWith } from './ticket-checkout-wiring';
import type { ticketCheckoutMachine } from './ticket-checkout.machine';

type Snapshot = SnapshotFrom<typeof ticketCheckoutMachine>;

const failed = (kind: OrderFailure['kind'], error: OrderFailure['error']): TicketCheckoutEvent => ({
  type: 'order.failed',
  failure: { step: 'create', kind, error },
});
const soldOut = failed('rejected', {
  _tag: 'HttpError',
  status: 409,
  message: 'VIP is sold out.',
  body: { error: { code: 'sold_out', message: 'VIP is sold out.', details: { ticketId: 'vip', remaining: 0 } } },
});

const events: TicketCheckoutEvent[] = [
  { type: 'guest.editField', field: 'clientName', value: 'Al' },
  { type: 'guest.editField', field: 'clientName', value: 'Dana Guest' },
  { type: 'guest.editField', field: 'promoterIGname', value: 'nightowl' },
  { type: 'guest.fewer', ticketId: 'ga' },
  { type: 'guest.applyPromoterCode' },
  { type: 'api.promoterValidated', discount: dollarOff(500) },
  { type: 'api.promoterRejected' },
  { type: 'guest.submit' },
  { type: 'guest.dismissAlert' },
  { type: 'guest.retry' },
  { type: 'guest.closeError' },
  { type: 'order.reviewing', orderId: 'order-1', orderSecret: null, total: 0 },
  { type: 'order.reviewing', orderId: 'order-1', orderSecret: 'S3cret_S3cret_S3cret_S3cret_0001', total: 5000 },
  failed('temporary', { _tag: 'NetworkError', message: 'offline' }),
  failed('rejected', { _tag: 'HttpError', status: 422, message: 'This promoter code is not valid for this event.' }),
  failed('unreadable', { _tag: 'DecodeError', source: 'order', path: 'data', message: 'bad' }),
  soldOut,
  { type: 'xstate.done.actor.order' } as unknown as TicketCheckoutEvent,
];

const input: TicketCheckoutInput = {
  eventId: 'ev-1',
  types: ticketTypes,
  settings: ticketSettings,
  currencySymbol: '$',
  checkoutId: 'visit',
  client: { userAgent: 'Mobile', ip: '' },
  stored: { eventId: 'ev-1', quantities: { ga: 1, vip: 1 } },
  prefill: { ...validTicketForm, clientName: '' },
};

const abstractState = (s: Snapshot): string => {
  const { form, cart, promoter, promoterCode, soldOut: gone, failureMessage, firstInvalid, orderTotal } = s.context;
  return JSON.stringify([
    s.value,
    s.status,
    form.clientName,
    form.promoterIGname,
    cart.quantities,
    promoter,
    promoterCode,
    gone !== null,
    failureMessage,
    firstInvalid?.field ?? null,
    orderTotal,
  ]);
};

/** The wired machine; its order flow a silent stand-in (the path's order.* events say how it went). */
const logic = (visits: string[]) =>
  ticketCheckoutMachineWith({
    orders: {} as never,
    reportDecodeError: () => undefined,
    tickets: { validatePromoter: () => new Promise(() => {}) },
    storage: new MemoryStorage(),
    phone: fakePhone,
    navigate: (to) => visits.push(to),
  }).provide({
    actors: {
      orderFlow: createMachine({}) as unknown as typeof orderFlowMachine,
      validatePromoter: fromPromise(() => new Promise(() => {})),
    },
  });

describe('ticket checkout, every shortest path', () => {
  const paths = getShortestPaths(logic([]), {
    input,
    events,
    serializeState: abstractState as never,
  });

  it('covers the flow', () => {
    expect(paths.length).toBeGreaterThan(200);
    expect(paths.some((path) => path.state.status === 'done')).toBe(true);
  });

  it('keeps the invariants on a live actor after every step', () => {
    for (const path of paths) {
      const visits: string[] = [];
      const actor = createActor(logic(visits), { input }).start();
      for (const step of path.steps) {
        const before = actor.getSnapshot();
        actor.send(step.event);
        const after = actor.getSnapshot();
        // Nothing the guest typed is lost by anything the venue answers.
        if (step.event.type.startsWith('order.') || step.event.type.startsWith('api.'))
          expect(after.context.form).toEqual(before.context.form);
        for (const type of after.context.types) expect(quantityOf(after.context.cart, type._id)).toBeLessThanOrEqual(maxQuantity(type));
        // While the order is on its way another submit changes nothing.
        if (before.matches({ checkout: { form: 'sending' } }) && step.event.type === 'guest.submit')
          expect(after.value).toEqual(before.value);
      }
      const end = actor.getSnapshot();
      expect(end.value).toEqual(path.state.value);
      expect(visits.length).toBe(end.status === 'done' ? 1 : 0);
      if (end.status === 'done')
        // The order secret of the created order goes along (the model's paid order has one, its free order none).
        expect(visits[0]).toBe(
          end.context.orderTotal === 0
            ? '/confirmation?type=tickets&orderId=order-1'
            : '/payment/tickets/order-1?secret=S3cret_S3cret_S3cret_S3cret_0001',
        );
      actor.stop();
    }
  });
});
