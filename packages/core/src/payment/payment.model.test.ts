// Model-based test: xstate/graph walks every shortest path of the payment machine (the pure machine,
// each call's outcome as an event), in test mode and in Stripe mode, then replays each path on a live
// actor wired to scripted calls and checks the same state is reached, with the invariants holding
// after every step: one call at a time and only while busy, a new idempotency key only after a
// refusal, a retried attempt resent unchanged, and the confirmation reached only once paid.
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import type { StoragePort } from '../ports/storage.port';
import { err, ok, type Result } from '../shared/result';
import { declined, pendingOrder, ScriptedPaymentCalls, type PaymentCallName } from '../testing/controlled-payment';
import { paymentFailureKind } from './payment-failure';
import { paymentMachine, type PaymentEvent, type PaymentInput } from './payment.machine';
import { paymentMachineWith } from './payment-wiring';
import type { PaymentAttempt, PaymentFailure, PaymentMode } from './payment.port';

const noStorage: StoragePort = { get: () => null, set: () => undefined, remove: () => undefined };
const decodeError: PaymentFailure = { _tag: 'DecodeError', source: 'venue', path: 'data', message: 'Expected a string' };

const outcomes: Record<PaymentCallName, readonly Result<unknown, PaymentFailure>[]> = {
  lookUp: [
    ok({ order: pendingOrder(), onLocationCharge: null }),
    ok({ order: pendingOrder({ status: 'Paid', invoice: 'invoices/pdf/inv-1.pdf' }), onLocationCharge: null }),
    ok({ order: pendingOrder({ status: 'Cancelled' }), onLocationCharge: null }),
    ok({ order: pendingOrder({ total: null, amountDue: null }), onLocationCharge: null }),
    err({ _tag: 'HttpError', status: 404, message: 'not found' }),
    err({ _tag: 'NetworkError', message: 'offline' }),
    err(decodeError),
  ],
  prepare: [ok(undefined), err({ _tag: 'StripeUnavailable', message: 'blocked' })],
  pay: [
    ok({ mode: 'test', paymentId: 'pay-1' }),
    err(declined),
    err({ _tag: 'CardError', message: 'Your card number is incomplete.' }),
    err({ _tag: 'HttpError', status: 409, message: 'This order is already paid.' }),
    err({
      _tag: 'HttpError',
      status: 409,
      message: 'Conflict',
      body: { error: { code: 'night_taken', message: 'The venue is already booked for a private event that night.', field: 'eventDate' } },
    }),
    err({
      _tag: 'HttpError',
      status: 503,
      message: 'not configured',
      body: { error: { code: 'payments_not_configured', message: 'not configured' } },
    }),
    err({ _tag: 'StripeUnavailable', message: 'blocked' }),
    err({ _tag: 'NetworkError', message: 'timeout' }),
    err({ _tag: 'HttpError', status: 408, message: 'Request Timeout' }),
    err({ _tag: 'HttpError', status: 500, message: 'Internal Server Error' }),
    err(decodeError),
  ],
};
// The machine's invoke ids: the lookup actor is named for what it does in the machine.
const actorIds: Record<PaymentCallName, string> = { lookUp: 'loadOrder', prepare: 'prepareCard', pay: 'pay' };

const doneEvents = (Object.keys(outcomes) as PaymentCallName[]).flatMap((name) =>
  outcomes[name].map((output) => ({ type: `xstate.done.actor.${actorIds[name]}`, output, call: name }) as unknown as PaymentEvent),
);
const guestEvents: PaymentEvent[] = [
  { type: 'guest.editTestCard', cardNumber: '4000 0000 0000 0002' },
  { type: 'guest.editTestCard', cardNumber: '42' },
  { type: 'guest.pay' },
  { type: 'guest.retry' },
];

type Snapshot = SnapshotFrom<typeof paymentMachine>;

// What matters for the flow, without the attempt counter that would make the graph infinite.
const abstractState = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    attemptHeld: s.context.attemptHeld,
    attempt: s.context.attempt && s.context.attempt.testCardNumber,
    card: s.context.testCardNumber,
    cardError: s.context.testCardError !== null,
    failure: s.context.failure,
    loadFailure: s.context.loadFailure,
    order: s.context.order && [s.context.order.status, s.context.order.total],
  });

const input = (mode: PaymentMode): PaymentInput => ({ paymentType: 'bottles', orderId: 'order-1', mode, attemptSeed: 'seed' });
const pathsFor = (mode: PaymentMode) =>
  getShortestPaths(paymentMachine, {
    input: input(mode),
    events: [...guestEvents, ...doneEvents],
    serializeState: (s) => abstractState(s as Snapshot),
  });

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

const refused = (output: Result<unknown, PaymentFailure>) =>
  !output.ok && ['declined', 'orderChanged', 'nightTaken', 'unavailable'].includes(paymentFailureKind(output.error));

describe.each(['test', 'stripe'] as const)('payment machine in %s mode, every shortest path', (mode) => {
  const paths = pathsFor(mode);

  it('covers every state of the machine', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    const expected = [
      'ready',
      'paid',
      'declined',
      'payFailed',
      'cardUnavailable',
      'unconfirmed',
      'loadFailed',
      'unknownOrder',
      'alreadyPaid',
      'cancelled',
      'nothingToPay',
      'nightTaken',
    ];
    for (const value of [...expected, ...(mode === 'stripe' ? ['preparingCard'] : [])]) expect(reached).toContain(JSON.stringify(value));
    expect(paths.length).toBeGreaterThan(30);
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' > ') || '(initial)', p] as const))('%s', async (_, path) => {
    const calls = new ScriptedPaymentCalls(mode);
    const navigations: string[] = [];
    const actor = createActor(
      paymentMachineWith({
        orders: calls,
        payment: calls,
        storage: noStorage,
        navigate: (to) => navigations.push(to),
        reportDecodeError: () => undefined,
      }),
      {
        input: input(mode),
      },
    ).start();
    let lastPay: { attempt: PaymentAttempt; refused: boolean } | null = null;

    for (const step of path.steps) {
      const event = step.event as { type: string; output?: Result<unknown, PaymentFailure>; call?: PaymentCallName };
      const paysBefore = calls.calls.filter((c) => c.name === 'pay').length;
      if (event.call !== undefined && event.output !== undefined) {
        expect(calls.pendingNames).toEqual([event.call]);
        const output = event.call === 'lookUp' && event.output.ok ? ok((event.output.value as { order: unknown }).order) : event.output;
        calls.answer(event.call, output);
        if (event.call === 'pay' && lastPay) lastPay.refused = refused(event.output);
      } else if (event.type !== 'xstate.init') {
        actor.send(event as PaymentEvent);
      }
      await settle();

      const live = actor.getSnapshot();
      expect(live.status).not.toBe('error');
      expect(abstractState(live)).toBe(abstractState(step.state));
      expect(calls.pendingNames.length).toBe(live.hasTag('busy') ? 1 : 0);
      const pays = calls.calls.filter((c) => c.name === 'pay').map((c) => c.input as PaymentAttempt);
      if (pays.length > paysBefore) {
        const attempt = pays[pays.length - 1] as PaymentAttempt;
        // A new key only after a refusal; the same key always with the same card.
        if (lastPay && attempt.idempotencyKey !== lastPay.attempt.idempotencyKey) expect(lastPay.refused).toBe(true);
        if (lastPay && attempt.idempotencyKey === lastPay.attempt.idempotencyKey) expect(attempt).toEqual(lastPay.attempt);
        lastPay = { attempt, refused: false };
      }
      expect(navigations).toEqual(live.matches('paid') ? ['/confirmation?type=bottles&orderId=order-1'] : []);
    }
  });
});
