// "Try again in a moment" (short-wait.ts): a venue briefly unavailable (503) or asked too often (429) is told
// apart from a refusal and from no answer, every flow words it so, and the retry sends the same attempt.
import fc from 'fast-check';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reservationFailureOf } from '../booking/reservation-failure';
import { claimFailure } from '../coatcheck/claim-texts';
import { flowFailure } from '../food-delivery/food-order-refusal';
import { failureKind } from '../orders/failure-kind';
import { orderFailure, orderFlowPhase, submitEvents } from '../orders/order-flow-submit';
import { orderFlowWith } from '../orders/order-flow-wiring';
import { ControlledOrdersPort } from '../testing/controlled-orders-port';
import type { ApiError } from './api-error';
import { shortWaitOf } from './short-wait';

const unavailable: ApiError = {
  _tag: 'HttpError',
  status: 503,
  message: 'The venue is briefly unavailable.',
  body: { error: { code: 'unavailable', message: 'The venue is briefly unavailable.' } },
};
const tooMany: ApiError = { _tag: 'HttpError', status: 429, message: 'Too many requests from this address.' };

const anyApiError: fc.Arbitrary<ApiError> = fc.oneof(
  fc.record({ _tag: fc.constant('NetworkError' as const), message: fc.string() }),
  fc.record({ _tag: fc.constant('HttpError' as const), status: fc.integer({ min: 100, max: 599 }), message: fc.string() }),
  fc.record({ _tag: fc.constant('DecodeError' as const), source: fc.string(), path: fc.string(), message: fc.string() }),
);

describe('a venue that asks to try again in a moment', () => {
  it('is a 503 (briefly unavailable, whatever its code) or a 429 (asked too often), nothing else', () => {
    expect([unavailable, { ...unavailable, body: undefined }, tooMany].map(shortWaitOf)).toEqual(['outage', 'outage', 'throttled']);
    fc.assert(
      fc.property(anyApiError, (error) => {
        const expected = error._tag !== 'HttpError' ? null : error.status === 429 ? 'throttled' : error.status === 503 ? 'outage' : null;
        expect(shortWaitOf(error)).toBe(expected);
      }),
    );
  });

  it('is always a temporary failure, so every flow sends the same attempt again rather than a new one', () => {
    fc.assert(
      fc.property(anyApiError, (error) => {
        if (shortWaitOf(error) !== null) expect(failureKind(error)).toBe('temporary');
      }),
    );
  });

  it('is worded as such by every flow, where a refusal keeps the venue’s words', () => {
    expect(reservationFailureOf(unavailable)).toEqual({ kind: 'outage' });
    expect(claimFailure(unavailable)).toEqual({ kind: 'outage' });
    expect(flowFailure({ step: 'create', kind: 'temporary', error: unavailable }, {})).toMatchObject({ wait: 'outage', message: null });
    expect(orderFailure({ failure: { step: 'create', kind: 'temporary', error: unavailable }, rejectionMessage: null })).toEqual({
      kind: 'outage',
    });
    expect(reservationFailureOf({ _tag: 'HttpError', status: 409, message: 'Sold out.' })).toEqual({
      kind: 'rejected',
      venueMessage: 'Sold out.',
    });
  });

  it('keeps the guest’s order and sends it again under the same key: one order, however many tries', async () => {
    const server = new ControlledOrdersPort();
    const actor = createActor(orderFlowWith({ orders: server, reportDecodeError: () => undefined }), {
      input: { kind: 'gift-cards', idempotencySeed: 'seed' },
    }).start();
    const settle = async () => {
      for (let i = 0; i < 10; i++) await Promise.resolve();
    };
    const payload = { amount: 60, clientName: 'Dana Guest' };
    for (const event of submitEvents('editing', payload)) actor.send(event);
    server.settleNext('ok', 'checkGroup');
    await settle();
    // The controlled server's 503; the worst case, as it plays it: the order was made and only the answer lost.
    server.settleNext('server-error', 'createOrder');
    await settle();
    for (let retry = 0; retry < 2; retry++) {
      expect(orderFlowPhase(actor.getSnapshot())).toBe('temporaryFailure');
      expect(orderFailure(actor.getSnapshot().context)).toEqual({ kind: 'outage' });
      expect(actor.getSnapshot().context.payload).toEqual(payload);
      for (const event of submitEvents('temporaryFailure', payload)) actor.send(event);
      await settle();
      server.settleNext(retry === 0 ? 'server-error' : 'ok', 'createOrder');
      await settle();
    }
    server.settleNext('ok', 'fetchOrder');
    await settle();
    expect(orderFlowPhase(actor.getSnapshot())).toBe('reviewing');
    const keys = server.calls.filter((c) => c.method === 'createOrder').map((c) => c.args[2]);
    expect(keys).toEqual(['seed-1', 'seed-1', 'seed-1']);
    expect(server.ordersByKey.size).toBe(1);
  });
});
