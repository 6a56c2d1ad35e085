// Model-based test: xstate/graph walks every shortest path of the order flow (the pure machine, with
// each call's outcome as an event), then replays each path on a live actor against the controlled
// backend and checks the same state is reached, with the invariants holding after every step.
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { err, ok, type Result } from '../shared/result';
import type { ApiError } from '../shared/api-error';
import { callOutcomes, ControlledOrdersPort, outcomeError, outcomeOf, type OrdersMethod } from '../testing/controlled-orders-port';
import { orderFlowMachine, type OrderFlowEvent } from './order-flow.machine';
import { orderFlowWith } from './order-flow-wiring';

const payload = { eventId: 'ev-1', tickets: [{ ticketId: 'vip', quantity: 2 }] };
const okValues: Record<OrdersMethod, unknown> = {
  checkGroup: { total: 5000 },
  createOrder: { orderId: 'order-1' },
  fetchOrder: { orderId: 'order-1', status: 'Pending', total: 5000 },
  confirmOrder: { orderId: 'order-1' },
};
const methods = Object.keys(okValues) as OrdersMethod[];

// The outcome of a call reaches the machine as the invoked actor's done event.
const doneEvents = methods.flatMap((method) =>
  callOutcomes.map(
    (outcome) =>
      ({
        type: `xstate.done.actor.${method}`,
        output: (outcome === 'ok' ? ok(okValues[method]) : err(outcomeError(outcome, method))) satisfies Result<unknown, ApiError>,
      }) as unknown as OrderFlowEvent,
  ),
);
const guestEvents: OrderFlowEvent[] = [
  { type: 'guest.submit', payload },
  { type: 'guest.retry' },
  { type: 'guest.edit' },
  { type: 'guest.startOver' },
  { type: 'guest.confirm' },
];

type Snapshot = SnapshotFrom<typeof orderFlowMachine>;

// What matters for the flow, without counters that would make the graph infinite.
const abstractState = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    orderMayExist: s.context.orderMayExist,
    orderKnown: s.context.orderId !== null,
    failure: s.context.failure && { step: s.context.failure.step, kind: s.context.failure.kind },
  });

const paths = getShortestPaths(orderFlowMachine, {
  input: { kind: 'tickets', idempotencySeed: 'seed' },
  events: [...guestEvents, ...doneEvents],
  serializeState: (s) => abstractState(s as Snapshot),
});

// Once a create under a key did not come back refused, an order may exist under that key, and the key
// stays; a venue that honours idempotency keys then replays that order and can no longer refuse the create.
// Paths that need such a refusal describe a server that breaks the contract, so they are not replayed.
const createOutcomes = (path: (typeof paths)[number]) =>
  path.steps.flatMap(({ event }) => {
    const done = event as { type: string; output?: Result<unknown, ApiError> };
    return done.type === 'xstate.done.actor.createOrder' && done.output ? [outcomeOf(done.output)] : [];
  });
const honoursIdempotency = (path: (typeof paths)[number]) => {
  const outcomes = createOutcomes(path);
  const firstKept = outcomes.findIndex((outcome) => outcome !== 'rejected');
  return firstKept < 0 || !outcomes.slice(firstKept + 1).includes('rejected');
};
const replayable = paths.filter(honoursIdempotency);

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

describe('order flow, every shortest path', () => {
  it('covers every state of the machine', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const value of ['editing', 'reviewing', 'confirmed', 'temporaryFailure', 'rejected', 'unreadableResponse']) {
      expect(reached).toContain(JSON.stringify(value));
    }
    for (const step of ['checking', 'creating', 'fetching']) expect(reached).toContain(JSON.stringify({ submitting: step }));
    expect(replayable.length).toBeGreaterThan(20);
  });

  it.each(replayable.map((p) => [p.steps.map((s) => s.event.type).join(' > ') || '(initial)', p] as const))('%s', async (_, path) => {
    const server = new ControlledOrdersPort();
    const actor = createActor(orderFlowWith({ orders: server, reportDecodeError: () => undefined }), {
      input: { kind: 'tickets', idempotencySeed: 'seed' },
    }).start();
    let submitted: unknown = null;

    for (const step of path.steps) {
      const event = step.event as { type: string; output?: Result<unknown, ApiError>; payload?: unknown };
      if (event.type.startsWith('xstate.done.actor.')) {
        const method = event.type.slice('xstate.done.actor.'.length) as OrdersMethod;
        expect(server.pendingMethods).toEqual([method]);
        server.settleNext(outcomeOf(event.output as Result<unknown, ApiError>), method);
      } else if (event.type !== 'xstate.init') {
        if (event.type === 'guest.submit' && actor.getSnapshot().matches('editing')) submitted = event.payload;
        actor.send(event as OrderFlowEvent);
      }
      await settle();

      const live = actor.getSnapshot();
      expect(live.status).not.toBe('error');
      expect(abstractState(live)).toBe(abstractState(step.state));
      // Invariants: never two orders on the server; what the guest entered is never lost.
      expect(server.ordersByKey.size).toBeLessThanOrEqual(1);
      if (submitted !== null) expect(live.context.payload).toEqual(submitted);
      // At most one call is in flight, and only while the flow says it is busy.
      expect(server.pendingMethods.length).toBe(live.hasTag('busy') ? 1 : 0);
    }
  });
});
