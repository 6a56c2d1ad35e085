// fast-check: random guest events interleaved with random call outcomes, on a live order flow.
import fc from 'fast-check';
import { createActor } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../shared/api-error';
import { callOutcomes, ControlledOrdersPort, type CallOutcome } from '../testing/controlled-orders-port';
import { failureKind } from './failure-kind';
import { orderFlowMachine, type OrderFlowEvent } from './order-flow.machine';
import { orderFlowWith } from './order-flow-wiring';

type Step = { readonly guest: OrderFlowEvent } | { readonly answer: CallOutcome };

const payloadArb = fc.record({ eventId: fc.constantFrom('ev-1', 'ev-2'), quantity: fc.integer({ min: 1, max: 20 }) });
// Weighted so that flows often get far (most answers succeed) and often come back to a new submit.
const outcomeArb = fc.oneof(
  { weight: 4, arbitrary: fc.constant<CallOutcome>('ok') },
  { weight: 3, arbitrary: fc.constantFrom(...callOutcomes.filter((o) => o !== 'ok')) },
);
const guestArb: fc.Arbitrary<OrderFlowEvent> = fc.oneof(
  { weight: 3, arbitrary: payloadArb.map((payload) => ({ type: 'guest.submit', payload }) as const) },
  { weight: 1, arbitrary: payloadArb.map((payload) => ({ type: 'guest.update', payload }) as const) },
  { weight: 2, arbitrary: fc.constant({ type: 'guest.retry' } as const) },
  { weight: 1, arbitrary: fc.constant({ type: 'guest.edit' } as const) },
  { weight: 1, arbitrary: fc.constant({ type: 'guest.startOver' } as const) },
  { weight: 2, arbitrary: fc.constant({ type: 'guest.confirm' } as const) },
);
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 1, arbitrary: outcomeArb.map((answer) => ({ answer })) },
  { weight: 1, arbitrary: guestArb.map((guest) => ({ guest })) },
);

const knownStatePaths = new Set(getStateNodes(orderFlowMachine.root).map((node) => node.path.join('.')));
const leafPaths = (value: unknown, prefix = ''): string[] =>
  typeof value === 'string'
    ? [prefix + value]
    : Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [prefix + key, ...leafPaths(child, `${prefix}${key}.`)]);

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

type Actor = ReturnType<typeof start>;
type Check = (server: ControlledOrdersPort, actor: Actor, step: Step, before: ReturnType<Actor['getSnapshot']>) => void;

async function run(steps: readonly Step[], check: Check) {
  const server = new ControlledOrdersPort();
  const actor = start(server);
  for (const step of steps) {
    const before = actor.getSnapshot();
    if ('guest' in step) actor.send(step.guest);
    else server.settleNext(step.answer);
    await settle();
    check(server, actor, step, before);
  }
}

const start = (server: ControlledOrdersPort) =>
  createActor(orderFlowWith({ orders: server, reportDecodeError: () => undefined }), {
    input: { kind: 'tickets', idempotencySeed: 'seed' },
  }).start();

// size 'max': the default size keeps arrays near 10 steps, too short to reach a second attempt often.
const steps = fc.array(stepArb, { minLength: 5, maxLength: 40, size: 'max' });
const runs = { numRuns: 300 };

describe('order flow properties', () => {
  it('never reaches an undefined state nor fails', async () => {
    await fc.assert(
      fc.asyncProperty(steps, (s) =>
        run(s, (_, actor) => {
          const snapshot = actor.getSnapshot();
          expect(snapshot.status).not.toBe('error');
          for (const path of leafPaths(snapshot.value)) expect(knownStatePaths).toContain(path);
        }),
      ),
      runs,
    );
  });

  it('never creates two orders, however submits, retries and failures interleave', async () => {
    await fc.assert(
      fc.asyncProperty(steps, (s) =>
        run(s, (server) => {
          expect(server.ordersByKey.size).toBeLessThanOrEqual(1);
        }),
      ),
      runs,
    );
  });

  it('sends at most one call at a time, so a double submit cannot race', async () => {
    await fc.assert(
      fc.asyncProperty(steps, (s) =>
        run(s, (server, actor) => {
          expect(server.pendingMethods.length).toBe(actor.getSnapshot().hasTag('busy') ? 1 : 0);
        }),
      ),
      runs,
    );
  });

  it('keeps the idempotency key across retries: a new key only after the venue refused the create', async () => {
    await fc.assert(
      fc.asyncProperty(steps, (s) =>
        run(s, (server) => {
          const creates = server.calls.filter((c) => c.method === 'createOrder');
          for (let i = 1; i < creates.length; i++) {
            const [previous, current] = [creates[i - 1], creates[i]];
            if (previous?.args[2] !== current?.args[2]) expect(previous?.outcome).toBe('rejected');
          }
        }),
      ),
      runs,
    );
  });

  it('keeps the entered data through any temporary failure', async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (s) => {
        let submitted: unknown = null;
        await run(s, (_, actor, step, before) => {
          const snapshot = actor.getSnapshot();
          if ('guest' in step && step.guest.type === 'guest.submit' && before.matches('editing')) submitted = step.guest.payload;
          if (snapshot.matches('temporaryFailure')) expect(snapshot.context.payload).toEqual(submitted);
        });
      }),
    );
  });

  it('classifies every HTTP status: 4xx other than 408 and 429 is a rejection, the rest is temporary', () => {
    fc.assert(
      fc.property(fc.integer({ min: 300, max: 599 }), fc.string(), (status, message) => {
        const error: ApiError = { _tag: 'HttpError', status, message };
        const expected = status >= 400 && status < 500 && status !== 408 && status !== 429 ? 'rejected' : 'temporary';
        expect(failureKind(error)).toBe(expected);
      }),
    );
  });
});
