import { describe, expect, it } from 'vitest';
import { declineReason, paymentFailureKind } from './payment-failure';
import type { PaymentFailure } from './payment.port';

const http = (status: number, code?: string, message = 'The venue said no.'): PaymentFailure => ({
  _tag: 'HttpError',
  status,
  message,
  body: code === undefined ? undefined : { error: { code, message } },
});

describe('payment failures', () => {
  it.each([
    [http(402, 'card_declined', 'Your card was declined.'), 'declined'],
    [http(422, 'invalid_input'), 'declined'],
    [{ _tag: 'CardError', message: 'Your card number is incomplete.' }, 'declined'],
    [{ _tag: 'PaymentNotCompleted', message: 'intent not awaiting action' }, 'declined'],
    [http(404, 'not_found'), 'orderChanged'],
    [http(409, 'already_paid'), 'orderChanged'],
    [http(409, 'night_taken'), 'nightTaken'],
    [http(422, 'night_taken'), 'declined'],
    [http(503, 'payments_not_configured'), 'unavailable'],
    [http(403, 'test_payments_disabled'), 'unavailable'],
    [{ _tag: 'StripeUnavailable', message: 'blocked' }, 'unavailable'],
    [{ _tag: 'NetworkError', message: 'timeout' }, 'temporary'],
    [http(408), 'temporary'],
    [http(429), 'temporary'],
    [http(502, 'payment_failed'), 'temporary'],
    [http(503), 'temporary'],
    [{ _tag: 'DecodeError', source: 's', path: 'data', message: 'bad' }, 'unreadable'],
  ] as const)('%j is %s', (failure, kind) => {
    expect(paymentFailureKind(failure as PaymentFailure)).toBe(kind);
  });

  it("gives the guest the card's or the venue's reason, else ours", () => {
    expect(declineReason(http(402, 'insufficient_funds', 'Your card has insufficient funds.'))).toEqual({
      said: 'Your card has insufficient funds.',
    });
    expect(declineReason({ _tag: 'CardError', message: 'Your card was declined.' })).toEqual({ said: 'Your card was declined.' });
    expect(declineReason({ _tag: 'CardError', message: ' ' })).toEqual({ ours: 'declined' });
    expect(declineReason(http(402))).toEqual({ ours: 'declined' });
    expect(declineReason({ _tag: 'PaymentNotCompleted', message: 'Stripe.js: intent not awaiting action' })).toEqual({
      ours: 'notCompleted',
    });
  });
});
