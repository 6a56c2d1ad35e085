// fast-check: random Pay clicks, retries and card edits interleaved with random venue outcomes
// (charged, charged but the answer lost, declined, timeouts...), against a venue that charges the
// card once per new idempotency key, as Stripe does. However they interleave, the guest is charged
// at most once, and the page says paid only when the charge happened.
import fc from 'fast-check';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { StoragePort } from '../ports/storage.port';
import { payOutcomes, PaymentVenue, type PayOutcome } from '../testing/controlled-payment';
import { paymentFailureKind } from './payment-failure';
import type { PaymentEvent } from './payment.machine';
import { paymentMachineWith } from './payment-wiring';

type Step = { readonly guest: PaymentEvent } | { readonly venue: PayOutcome };

const noStorage: StoragePort = { get: () => null, set: () => undefined, remove: () => undefined };

const guestArb: fc.Arbitrary<PaymentEvent> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ type: 'guest.pay' } as const) },
  { weight: 2, arbitrary: fc.constant({ type: 'guest.retry' } as const) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('', '4242 4242 4242 4242', '4000 0000 0000 0002', '12')
      .map((cardNumber) => ({ type: 'guest.editTestCard', cardNumber }) as const),
  },
);
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(...payOutcomes).map((venue) => ({ venue })) },
  { weight: 1, arbitrary: guestArb.map((guest) => ({ guest })) },
);
const steps = fc.array(stepArb, { minLength: 5, maxLength: 40, size: 'max' });

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

async function run(script: readonly Step[], check: (venue: PaymentVenue, actor: ReturnType<typeof start>) => void) {
  const venue = new PaymentVenue();
  const actor = start(venue);
  await settle();
  for (const step of script) {
    if ('guest' in step) {
      if (actor.getSnapshot().status === 'active') actor.send(step.guest);
    } else venue.settleNext(step.venue);
    await settle();
    check(venue, actor);
  }
}

const start = (venue: PaymentVenue) =>
  createActor(
    paymentMachineWith({
      orders: venue,
      payment: venue,
      storage: noStorage,
      navigate: () => undefined,
      reportDecodeError: () => undefined,
    }),
    {
      input: { paymentType: 'bottles', orderId: 'order-1', mode: 'test', attemptSeed: 'seed' },
    },
  ).start();

describe('payment properties', () => {
  it('charges the guest at most once, whatever the clicks, retries and failures', async () => {
    await fc.assert(
      fc.asyncProperty(steps, (script) =>
        run(script, (venue, actor) => {
          const snapshot = actor.getSnapshot();
          expect(snapshot.status).not.toBe('error');
          expect(venue.charges.length).toBeLessThanOrEqual(1);
          // One request at a time, and only while the page shows it is paying.
          expect(venue.waitingPayments).toBe(snapshot.matches('paying') ? 1 : 0);
          if (snapshot.matches('paid')) expect(venue.charges).toHaveLength(1);
        }),
      ),
      { numRuns: 400 },
    );
  });

  it('sends every key with one card only, and a new key only after a refusal', async () => {
    await fc.assert(
      fc.asyncProperty(steps, (script) =>
        run(script, (venue) => {
          const cardsByKey = new Map<string, Set<string | undefined>>();
          for (const request of venue.requests)
            cardsByKey.set(request.idempotencyKey, (cardsByKey.get(request.idempotencyKey) ?? new Set()).add(request.testCardNumber));
          for (const cards of cardsByKey.values()) expect(cards.size).toBe(1);
          // Keys are handed out in order and never come back once left.
          const order = [...new Set(venue.requests.map((r) => r.idempotencyKey))];
          expect(order).toEqual(order.map((_, i) => `seed-${i + 1}`));
          // A key is left only after the venue refused it (nothing was charged under it).
          for (const key of order.slice(0, -1)) {
            const last = venue.answers.filter((a) => a.key === key).pop();
            expect(
              last && !last.result.ok && ['declined', 'orderChanged', 'unavailable'].includes(paymentFailureKind(last.result.error)),
            ).toBe(true);
          }
        }),
      ),
      { numRuns: 300 },
    );
  });
});
