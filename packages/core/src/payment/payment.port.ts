// What the payment page needs from the outside: the order to pay (any kind) and the payment
// service (Stripe or the venue's test payments). The machine never sees these: payment-wiring.ts
// turns them into the machine's named effects at the edge.
import type { OrderDetailsData } from '../orders/order-response.schema';
import type { ApiError, ApiResult } from '../shared/api-error';
import type { Result } from '../shared/result';
import type { PayableOrderType } from './payment-request.schema';

/** An order as every order lookup answers it (GET bottle-order/{id}, ticket-order/{id}, ...), in minor units. */
export type PayableOrder = OrderDetailsData;

export interface OrderLookupPort {
  /** The order of this kind; 404 when there is none with this id. */
  lookUp(orderType: PayableOrderType, orderId: string): ApiResult<PayableOrder>;
}

/** stripe: the venue has a publishable key (a card element, 3-D Secure); test: no card is charged. */
export type PaymentMode = 'stripe' | 'test';

/** One request to charge the order. The same key is sent again only to retry the very same attempt. */
export interface PaymentAttempt {
  readonly orderType: PayableOrderType;
  readonly orderId: string;
  readonly idempotencyKey: string;
  /** Test payments only: the test card that picks the outcome (docs/backend.md); absent means the card that succeeds. */
  readonly testCardNumber?: string;
}

export interface PaymentReceipt {
  readonly mode: PaymentMode;
  readonly paymentId: string;
}

/** Every expected failure of a payment: the venue's answers, and Stripe's own. */
export type PaymentFailure =
  | ApiError
  /** Stripe.js could not be loaded (offline, blocked script, bad key): nothing was charged. */
  | { readonly _tag: 'StripeUnavailable'; readonly message: string }
  /** Stripe refused the card or the 3-D Secure challenge; the message is Stripe's, fit for the guest. */
  | { readonly _tag: 'CardError'; readonly message: string; readonly code?: string }
  /** The venue did not report the charge as done after the card's action. */
  | { readonly _tag: 'PaymentNotCompleted'; readonly message: string };

export interface PaymentPort {
  readonly mode: PaymentMode;
  /** Gets the card form ready (loads Stripe.js); nothing to do in test mode. */
  prepare(): Promise<Result<void, PaymentFailure>>;
  /** Charges the order once per idempotency key; 3-D Secure, when the card asks for it, happens inside. */
  pay(attempt: PaymentAttempt): Promise<Result<PaymentReceipt, PaymentFailure>>;
}
