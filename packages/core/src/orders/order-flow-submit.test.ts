import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ControlledOrdersPort } from '../testing/controlled-orders-port';
import { orderFailure, orderFlowPhase, submitEvents } from './order-flow-submit';
import { orderFlowWith } from './order-flow-wiring';
import type { ApiError } from '../shared/api-error';
import { failureKind } from './failure-kind';

const payload = { amount: 60 };

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

describe('a submit in each phase of an order flow', () => {
  it('submits, retries, edits or starts over as the flow expects, and does nothing while busy', () => {
    expect(submitEvents('editing', payload)).toEqual([{ type: 'guest.submit', payload }]);
    expect(submitEvents('rejected', payload)).toEqual([{ type: 'guest.edit' }, { type: 'guest.submit', payload }]);
    expect(submitEvents('unreadableResponse', payload)).toEqual([{ type: 'guest.startOver' }, { type: 'guest.submit', payload }]);
    expect(submitEvents('temporaryFailure', payload)).toEqual([{ type: 'guest.retry' }]);
    for (const phase of ['busy', 'reviewing', 'done'] as const) expect(submitEvents(phase, payload)).toEqual([]);
  });

  it('reads the phase of a live flow, and a double submit makes one order', async () => {
    const server = new ControlledOrdersPort();
    const actor = createActor(orderFlowWith({ orders: server, reportDecodeError: () => undefined }), {
      input: { kind: 'gift-cards', idempotencySeed: 'seed' },
    }).start();
    expect(orderFlowPhase(actor.getSnapshot())).toBe('editing');
    for (let i = 0; i < 2; i++) for (const event of submitEvents(orderFlowPhase(actor.getSnapshot()), payload)) actor.send(event);
    expect(orderFlowPhase(actor.getSnapshot())).toBe('busy');
    server.settleNext('ok', 'checkGroup');
    await settle();
    server.settleNext('rejected', 'createOrder');
    await settle();
    expect(orderFlowPhase(actor.getSnapshot())).toBe('rejected');
    expect(orderFailure(actor.getSnapshot().context)).toEqual({ kind: 'rejected', said: 'These tickets are sold out.' });
    for (const event of submitEvents('rejected', payload)) actor.send(event);
    server.settleNext('ok', 'checkGroup');
    await settle();
    server.settleNext('network', 'createOrder');
    await settle();
    expect(orderFlowPhase(actor.getSnapshot())).toBe('temporaryFailure');
    expect(orderFailure(actor.getSnapshot().context)).toEqual({ kind: 'temporary' });
    for (const event of submitEvents('temporaryFailure', payload)) actor.send(event);
    server.settleNext('ok', 'createOrder');
    await settle();
    server.settleNext('ok', 'fetchOrder');
    await settle();
    expect(orderFlowPhase(actor.getSnapshot())).toBe('reviewing');
    expect(server.ordersByKey.size).toBe(1);
    expect(server.calls.filter((c) => c.method === 'createOrder')).toHaveLength(3);
  });
});

describe('what a failed step says', () => {
  const failed = (error: ApiError) =>
    orderFailure({ failure: { step: 'create', kind: failureKind(error), error }, rejectionMessage: 'Sold out.' });

  it("tells too many tries, a refusal with the venue's words, and a lost answer apart", () => {
    expect(failed({ _tag: 'HttpError', status: 429, message: 'Too many requests' })).toEqual({ kind: 'throttled' });
    expect(failed({ _tag: 'HttpError', status: 409, message: 'Sold out.' })).toEqual({ kind: 'rejected', said: 'Sold out.' });
    expect(failed({ _tag: 'NetworkError', message: 'offline' })).toEqual({ kind: 'temporary' });
  });
});
