// Pays an order through the venue backend, with Stripe when the venue has a publishable key and
// as a test payment (POST make-test-payment) when it has none, so a venue without Stripe still
// completes its flows and the page can tell the guest no card was charged.
//
// Stripe flow ("finalize payments on the server"), chosen so the amount is never sent by the
// browser: the backend prices the order from (orderType, orderId) itself.
//   1. Stripe.js turns the card element into a PaymentMethod (card data never touches our backend).
//   2. POST make-payment { orderType, orderId, paymentMethodId } -> the backend creates and confirms
//      a PaymentIntent and answers { data: { status: 'succeeded', paymentId } }, or
//      { data: { status: 'requires_action', clientSecret } } when the card needs 3D Secure.
//   3. On requires_action, stripe.handleNextAction({ clientSecret }) runs the challenge, then
//      POST make-payment { orderType, orderId, paymentIntentId } asks the backend to confirm again;
//      anything but succeeded then is a failure (no loop).
// Test flow: POST make-test-payment { orderType, orderId, cardNumber? } answers { data: { status: 'succeeded', paymentId } }.
import type { CreatePaymentMethodCardData, Stripe } from '@stripe/stripe-js';
import type { ApiError } from '@venue/core/shared/api-error';
import { err, ok, type Result } from '@venue/core/shared/result';
import type { VenueHttpClient } from '../http/venue-http-client';
import { PaymentAnswer } from '@venue/core/payment/payment-answer.schema';

export type PaymentMode = 'stripe' | 'test';

export interface PaymentOrder {
  /** The `paymentType` of the payment route (bottles, tickets, ...). */
  readonly orderType: string;
  readonly orderId: string;
  /** One key per payment attempt, so a retried request never charges twice; generated when absent. */
  readonly idempotencyKey?: string;
  /** Test payments only: a test card number picks the outcome (docs/backend.md); absent means the card that succeeds. */
  readonly testCardNumber?: string;
}

export interface CardDetails {
  /** The mounted Stripe card element (or a card token). */
  readonly card: CreatePaymentMethodCardData['card'];
  readonly billingDetails?: CreatePaymentMethodCardData['billing_details'];
}

export interface PaymentReceipt {
  readonly mode: PaymentMode;
  readonly paymentId: string;
}

export type PaymentError =
  | ApiError
  /** Stripe.js could not be loaded (offline, blocked script, bad key). */
  | { readonly _tag: 'StripeUnavailable'; readonly message: string }
  /** Stripe refused the card or the 3D Secure challenge; the message is Stripe's, fit for the guest. */
  | { readonly _tag: 'CardError'; readonly message: string; readonly code?: string }
  /** The backend did not report the charge as done after the card's action. */
  | { readonly _tag: 'PaymentNotCompleted'; readonly message: string };

type StripeFailure = { readonly message?: string | undefined; readonly code?: string | undefined };

/** The part of Stripe.js this adapter uses; the real `Stripe` satisfies it, tests pass a fake. */
export interface StripeLike {
  createPaymentMethod(
    data: CreatePaymentMethodCardData,
  ): Promise<{ paymentMethod?: { id: string } | undefined; error?: StripeFailure | undefined }>;
  handleNextAction(options: {
    clientSecret: string;
  }): Promise<{ paymentIntent?: { id: string } | undefined; error?: StripeFailure | undefined }>;
}

export interface TestPayment {
  readonly mode: 'test';
  pay(order: PaymentOrder): Promise<Result<PaymentReceipt, PaymentError>>;
}

export interface StripePayment<S extends StripeLike> {
  readonly mode: 'stripe';
  /** Loads Stripe.js on first call (the payment page calls it to mount the card element). */
  load(): Promise<Result<S, PaymentError>>;
  pay(order: PaymentOrder, card: CardDetails): Promise<Result<PaymentReceipt, PaymentError>>;
}

export type Payment<S extends StripeLike = Stripe> = TestPayment | StripePayment<S>;

export interface PaymentConfig<S extends StripeLike> {
  /** The venue's publishable key (financial settings); null or empty means test payments. */
  readonly stripeKey: string | null;
  readonly http: Pick<VenueHttpClient, 'post'>;
  /** Replaces the real loader in tests; Stripe cannot be reached from every machine. */
  readonly loadStripe?: (publishableKey: string) => Promise<S | null>;
}

async function loadStripeJs(publishableKey: string): Promise<Stripe | null> {
  // The pure entry injects the script only when called, and the dynamic import keeps Stripe.js
  // out of every chunk but the payment page's.
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  return loadStripe(publishableKey);
}

function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts; getRandomValues exists everywhere.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

const cardError = (failure: StripeFailure, fallback: string): PaymentError => ({
  _tag: 'CardError',
  message: failure.message ?? fallback,
  ...(failure.code === undefined ? {} : { code: failure.code }),
});

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createPayment<S extends StripeLike = Stripe>(config: PaymentConfig<S>): Payment<S> {
  const { http } = config;

  async function post(
    path: string,
    body: Record<string, string>,
    idempotencyKey: string,
  ): Promise<Result<PaymentAnswer['data'], PaymentError>> {
    const answer = await http.post(path, body, PaymentAnswer, { idempotencyKey });
    return answer.ok ? ok(answer.value.data) : answer;
  }

  const stripeKey = config.stripeKey?.trim();
  if (!stripeKey) {
    return {
      mode: 'test',
      async pay(order) {
        const { orderType, orderId } = order;
        const body = order.testCardNumber === undefined ? { orderType, orderId } : { orderType, orderId, cardNumber: order.testCardNumber };
        const answer = await post('make-test-payment', body, order.idempotencyKey ?? newIdempotencyKey());
        if (!answer.ok) return answer;
        if (answer.value.status !== 'succeeded')
          return err({ _tag: 'PaymentNotCompleted', message: 'The test payment was not completed.' });
        return ok({ mode: 'test', paymentId: answer.value.paymentId });
      },
    };
  }

  const loader = config.loadStripe ?? (loadStripeJs as unknown as (key: string) => Promise<S | null>);
  let loading: Promise<Result<S, PaymentError>> | undefined;

  function load(): Promise<Result<S, PaymentError>> {
    loading ??= loader(stripeKey as string).then(
      (stripe): Result<S, PaymentError> =>
        stripe ? ok(stripe) : err({ _tag: 'StripeUnavailable', message: 'Stripe is not available in this browser.' }),
      (error: unknown): Result<S, PaymentError> => err({ _tag: 'StripeUnavailable', message: describeError(error) }),
    );
    // A failed load is forgotten so the guest can try again (a flaky network, a blocker turned off).
    const current = loading;
    void current.then((result) => {
      if (!result.ok && loading === current) loading = undefined;
    });
    return current;
  }

  async function pay(order: PaymentOrder, details: CardDetails): Promise<Result<PaymentReceipt, PaymentError>> {
    const loaded = await load();
    if (!loaded.ok) return loaded;
    const stripe = loaded.value;
    const { orderType, orderId } = order;
    const key = order.idempotencyKey ?? newIdempotencyKey();

    let created: Awaited<ReturnType<StripeLike['createPaymentMethod']>>;
    try {
      created = await stripe.createPaymentMethod({
        type: 'card',
        card: details.card,
        ...(details.billingDetails === undefined ? {} : { billing_details: details.billingDetails }),
      });
    } catch (error) {
      return err({ _tag: 'StripeUnavailable', message: describeError(error) });
    }
    if (created.error || !created.paymentMethod) return err(cardError(created.error ?? {}, 'The card could not be read.'));

    const first = await post('make-payment', { orderType, orderId, paymentMethodId: created.paymentMethod.id }, key);
    if (!first.ok) return first;
    if (first.value.status === 'succeeded') return ok({ mode: 'stripe', paymentId: first.value.paymentId });

    let action: Awaited<ReturnType<StripeLike['handleNextAction']>>;
    try {
      action = await stripe.handleNextAction({ clientSecret: first.value.clientSecret });
    } catch (error) {
      // Stripe.js throws when the intent is not awaiting an action: the backend and Stripe disagree.
      return err({ _tag: 'PaymentNotCompleted', message: describeError(error) });
    }
    if (action.error || !action.paymentIntent) return err(cardError(action.error ?? {}, 'The card was not authenticated.'));

    // A different key: this is a different request body, the confirmation of the same attempt.
    const second = await post('make-payment', { orderType, orderId, paymentIntentId: action.paymentIntent.id }, `${key}:confirm`);
    if (!second.ok) return second;
    if (second.value.status !== 'succeeded')
      return err({ _tag: 'PaymentNotCompleted', message: 'The payment still needs an action after authentication.' });
    return ok({ mode: 'stripe', paymentId: second.value.paymentId });
  }

  return { mode: 'stripe', load, pay };
}
