import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../shared/api-error';
import { ok, type Result } from '../shared/result';
import { expectRestorableSnapshot } from '../testing/restorable-snapshot';
import { ControlledOrdersPort, type CallOutcome, type OrdersMethod } from '../testing/controlled-orders-port';
import type { OrderDetails, PriceCheck } from './order.schema';
import { orderFlowMachine, type KindAndOrder, type KindAndPayload } from './order-flow.machine';
import { orderFlowWith } from './order-flow-wiring';
import type { OrderKind } from './orders.port';

const tickets = { eventId: 'ev-1', tickets: [{ ticketId: 'vip', quantity: 2 }], clientEmail: 'ana@example.com' };

// A fake call that always succeeds with the value, typed as the port's answer.
const succeedWith = <T, I = KindAndPayload | KindAndOrder>(value: T) => fromPromise<Result<T, ApiError>, I>(async () => ok(value));

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

function startFlow(kind: OrderKind = 'tickets') {
  const server = new ControlledOrdersPort();
  const reported: string[] = [];
  const actor = createActor(
    orderFlowWith({ orders: server, reportDecodeError: (step, error) => reported.push(`${step}: ${error.path}`) }),
    {
      input: { kind, idempotencySeed: 'seed' },
    },
  ).start();
  const answer = async (method: OrdersMethod, outcome: CallOutcome) => {
    expect(server.pendingMethods).toContain(method);
    server.settleNext(outcome, method);
    await settle();
  };
  return { server, actor, reported, answer };
}

describe('order flow machine', () => {
  it('checks, creates, fetches, then confirms when the guest confirms', async () => {
    const { server, actor, answer } = startFlow();
    actor.send({ type: 'guest.submit', payload: tickets });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await answer('checkGroup', 'ok');
    await answer('createOrder', 'ok');
    await answer('fetchOrder', 'ok');
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(actor.getSnapshot().context.order).toEqual({ orderId: 'order-1', status: 'Pending', total: 5000 });
    actor.send({ type: 'guest.confirm' });
    await answer('confirmOrder', 'ok');
    const done = actor.getSnapshot();
    expect(done.status).toBe('done');
    expect(done.context.confirmation).toEqual({ orderId: 'order-1' });
    expect(server.calls.map((c) => c.method)).toEqual(['checkGroup', 'createOrder', 'fetchOrder', 'confirmOrder']);
    expect(server.calls[1]?.args).toEqual(['tickets', tickets, 'seed-1']);
  });

  it('ignores a second submit while the first is under way', async () => {
    const { server, actor, answer } = startFlow();
    actor.send({ type: 'guest.submit', payload: tickets });
    actor.send({ type: 'guest.submit', payload: tickets });
    await answer('checkGroup', 'ok');
    actor.send({ type: 'guest.submit', payload: tickets });
    await answer('createOrder', 'ok');
    expect(server.calls.filter((c) => c.method === 'createOrder')).toHaveLength(1);
    expect(server.ordersByKey.size).toBe(1);
  });

  it('keeps the entered data and the idempotency key through a network failure, and retries the same step', async () => {
    const { server, actor, answer } = startFlow();
    actor.send({ type: 'guest.submit', payload: tickets });
    await answer('checkGroup', 'ok');
    await answer('createOrder', 'network');
    const failed = actor.getSnapshot();
    expect(failed.value).toBe('temporaryFailure');
    expect(failed.hasTag('error')).toBe(true);
    expect(failed.context.payload).toEqual(tickets);
    expect(failed.context.failure).toMatchObject({ step: 'create', kind: 'temporary' });
    actor.send({ type: 'guest.retry' });
    await answer('createOrder', 'ok');
    const keys = server.calls.filter((c) => c.method === 'createOrder').map((c) => c.args[2]);
    expect(keys).toEqual(['seed-1', 'seed-1']);
    expect(server.ordersByKey.size).toBe(1);
    expect(actor.getSnapshot().value).toEqual({ submitting: 'fetching' });
  });

  it('treats a 5xx like a network failure', async () => {
    const { actor, answer } = startFlow();
    actor.send({ type: 'guest.submit', payload: tickets });
    await answer('checkGroup', 'server-error');
    expect(actor.getSnapshot().value).toBe('temporaryFailure');
    actor.send({ type: 'guest.retry' });
    expect(actor.getSnapshot().value).toEqual({ submitting: 'checking' });
  });

  it('shows the venue message of a 4xx and lets the guest edit, then a new attempt gets a new key', async () => {
    const { server, actor, answer } = startFlow();
    actor.send({ type: 'guest.submit', payload: tickets });
    await answer('checkGroup', 'ok');
    await answer('createOrder', 'rejected');
    const rejected = actor.getSnapshot();
    expect(rejected.value).toBe('rejected');
    expect(rejected.context.rejectionMessage).toBe('These tickets are sold out.');
    actor.send({ type: 'guest.retry' });
    expect(actor.getSnapshot().value).toBe('rejected');
    actor.send({ type: 'guest.edit' });
    expect(actor.getSnapshot().context.payload).toEqual(tickets);
    actor.send({ type: 'guest.submit', payload: { ...tickets, tickets: [{ ticketId: 'general', quantity: 2 }] } });
    await answer('checkGroup', 'ok');
    await answer('createOrder', 'ok');
    expect(server.calls.filter((c) => c.method === 'createOrder').map((c) => c.args[2])).toEqual(['seed-1', 'seed-2']);
    expect(server.ordersByKey.size).toBe(1);
  });

  it('reports an unreadable answer in its own state, and a start over keeps the key when an order may exist', async () => {
    const { server, actor, reported, answer } = startFlow();
    actor.send({ type: 'guest.submit', payload: tickets });
    await answer('checkGroup', 'ok');
    await answer('createOrder', 'unreadable');
    expect(actor.getSnapshot().value).toBe('unreadableResponse');
    expect(reported).toEqual(['create: data.orderId']);
    actor.send({ type: 'guest.retry' });
    expect(actor.getSnapshot().value).toBe('unreadableResponse');
    actor.send({ type: 'guest.startOver' });
    actor.send({ type: 'guest.submit', payload: tickets });
    await answer('checkGroup', 'ok');
    await answer('createOrder', 'ok');
    expect(server.calls.filter((c) => c.method === 'createOrder').map((c) => c.args[2])).toEqual(['seed-1', 'seed-1']);
    expect(server.ordersByKey.size).toBe(1);
  });

  it('starts from data entered earlier and accepts updates while editing', () => {
    const actor = createActor(orderFlowMachine, { input: { kind: 'food', idempotencySeed: 's', payload: { items: [] } } }).start();
    expect(actor.getSnapshot().context.payload).toEqual({ items: [] });
    actor.send({ type: 'guest.update', payload: { items: ['burger'] } });
    expect(actor.getSnapshot().context.payload).toEqual({ items: ['burger'] });
  });

  it('can retry a confirm the venue refused (payment not received yet)', async () => {
    const { actor, answer } = startFlow('gift-cards');
    actor.send({ type: 'guest.submit', payload: { amount: 5000 } });
    await answer('checkGroup', 'ok');
    await answer('createOrder', 'ok');
    await answer('fetchOrder', 'ok');
    actor.send({ type: 'guest.confirm' });
    await answer('confirmOrder', 'rejected');
    expect(actor.getSnapshot().value).toBe('rejected');
    actor.send({ type: 'guest.retry' });
    await answer('confirmOrder', 'ok');
    expect(actor.getSnapshot().value).toBe('confirmed');
  });

  it('keeps a snapshot of plain data that restores, with the order under review', async () => {
    const machine = orderFlowWith({ orders: new ControlledOrdersPort(), reportDecodeError: () => undefined });
    const { server, actor, answer } = startFlow();
    actor.send({ type: 'guest.submit', payload: tickets });
    await answer('checkGroup', 'ok');
    await answer('createOrder', 'ok');
    await answer('fetchOrder', 'ok');
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(server.pendingMethods).toEqual([]);
    expectRestorableSnapshot(machine, actor);
  });

  it('fails loudly when an actor is not provided', async () => {
    const actor = createActor(orderFlowMachine.provide({ actors: { checkGroup: succeedWith<PriceCheck, KindAndPayload>({ total: 1 }) } }), {
      input: { kind: 'tickets', idempotencySeed: 's' },
    });
    const failure = new Promise<unknown>((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    actor.send({ type: 'guest.submit', payload: tickets });
    expect(String(await failure)).toMatch(/createOrder not provided/);
  });

  it('reaches confirmed with plain promise fakes too', async () => {
    const machine = orderFlowMachine.provide({
      actors: {
        checkGroup: succeedWith<PriceCheck, KindAndPayload>({ total: 100 }),
        createOrder: succeedWith<{ orderId: string }, KindAndPayload & { readonly idempotencyKey: string }>({ orderId: 'o-9' }),
        fetchOrder: succeedWith<OrderDetails, KindAndOrder>({ orderId: 'o-9', status: 'Pending', total: 100 }),
        confirmOrder: succeedWith<{ orderId: string }, KindAndOrder>({ orderId: 'o-9' }),
      },
    });
    const actor = createActor(machine, { input: { kind: 'reservations', idempotencySeed: 's' } }).start();
    actor.send({ type: 'guest.submit', payload: { date: '01/02/2030' } });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'guest.confirm' });
    expect((await waitFor(actor, (s) => s.status === 'done')).context.orderId).toBe('o-9');
  });
});
