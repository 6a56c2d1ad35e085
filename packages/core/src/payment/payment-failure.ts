// How the payment page treats each failure of a payment, and what it tells the guest
// (docs/product.md#payment-and-confirmation). The rule that keeps a guest from paying twice: a
// failure that may have left a charge behind (no answer, a timeout, a server error, an unreadable
// answer) keeps the attempt's idempotency key, so trying again can only finish that same charge;
// only a refusal (the card or the venue said no, nothing was charged) lets the next try use a new key.
import type { ApiError } from '../shared/api-error';
import type { ShortWait } from '../shared/short-wait';
import type { PaymentFailure } from './payment.port';

/**
 * declined: the card or the venue refused the payment; the reason is shown and the guest may try again.
 * orderChanged: the order is gone, paid or cancelled meanwhile (404, 409); the page reads it again.
 * nightTaken: a private event's night went to another booking first (409 night_taken); it cannot be paid.
 * unavailable: card payment cannot be taken right now (Stripe.js did not load, the venue has no payments set up); nothing was charged.
 * temporary: no answer, a timeout, throttling or a server error; the same attempt may be sent again.
 * unreadable: an answer that does not decode, a contract bug; whether the charge happened is unknown.
 */
export type PaymentFailureKind = 'declined' | 'orderChanged' | 'nightTaken' | 'unavailable' | 'temporary' | 'unreadable';

/** The venue's error code (`{ error: { code } }`), when its body has one. */
function errorCode(error: ApiError): string | null {
  if (error._tag !== 'HttpError' || typeof error.body !== 'object' || error.body === null) return null;
  const inner = (error.body as { error?: unknown }).error;
  const code = typeof inner === 'object' && inner !== null ? (inner as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : null;
}

/** The venue's own message (`{ error: { message } }`), when its body has one. */
function venueMessage(error: ApiError): string | null {
  if (error._tag !== 'HttpError' || typeof error.body !== 'object' || error.body === null) return null;
  const inner = (error.body as { error?: unknown }).error;
  const message = typeof inner === 'object' && inner !== null ? (inner as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

export function paymentFailureKind(failure: PaymentFailure): PaymentFailureKind {
  switch (failure._tag) {
    case 'CardError':
    case 'PaymentNotCompleted':
      return 'declined';
    case 'StripeUnavailable':
      return 'unavailable';
    case 'NetworkError':
      return 'temporary';
    case 'DecodeError':
      return 'unreadable';
    case 'HttpError': {
      const { status } = failure;
      const code = errorCode(failure);
      if (code === 'payments_not_configured' || code === 'test_payments_disabled') return 'unavailable';
      if (status === 402) return 'declined';
      if (status === 409 && code === 'night_taken') return 'nightTaken';
      if (status === 404 || status === 409) return 'orderChanged';
      if (status === 408 || status === 429 || status >= 500 || status < 400) return 'temporary';
      return 'declined';
    }
  }
}

/**
 * Why a payment failed, fit for the guest: Stripe's or the venue's own words (`said`), else one of ours, which the page
 * words in the guest's language: `declined` (a refusal without a reason), `notCompleted` (the card's 3-D Secure step
 * ended without a charge), `throttled` (asked too often: wait a moment), `outage` (the venue briefly unavailable: try again in a moment).
 */
export type PaymentReason = { readonly said: string } | { readonly ours: 'declined' | 'notCompleted' | ShortWait };

const declined: PaymentReason = { ours: 'declined' };

/** Why the payment was refused: Stripe's or the venue's own words, else ours. */
export function declineReason(failure: PaymentFailure): PaymentReason {
  if (failure._tag === 'CardError') return failure.message.trim() === '' ? declined : { said: failure.message };
  // The adapter's wording here is for developers (Stripe.js and the venue disagreeing).
  if (failure._tag === 'PaymentNotCompleted') return { ours: 'notCompleted' };
  if (failure._tag === 'HttpError') {
    const said = venueMessage(failure);
    return said === null ? declined : { said };
  }
  return declined;
}
