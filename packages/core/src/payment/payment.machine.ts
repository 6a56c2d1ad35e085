// The payment page of every order kind (docs/product.md#payment-and-confirmation): load the order, or
// start from the one the page arrived with, then the card form (Stripe) or the test payment, pay, and on
// success the Confirmation page.
// Idempotency: each attempt has its key `${attemptSeed}-${n}`. A failure that may have left a charge
// behind keeps the attempt (its key and test card), so "try again" can only finish that same charge;
// a refusal releases it and the next Pay gets a new key (payment-failure.ts). Busy states ignore Pay,
// so a double click sends one request. Effects are named here and supplied by payment-wiring.ts.
import { assign, fromPromise, not, setup } from 'xstate';
import type { Minor } from '../money/minor-units';
import { confirmationHref } from '../routing/routes';
import type { ApiError } from '../shared/api-error';
import type { DecodeError } from '../shared/decode';
import { notProvided } from '../shared/not-provided';
import type { Result } from '../shared/result';
import { paymentStateOf, type PaymentFigures } from './payment-due';
import { paymentFailureKind, declineReason, type PaymentFailureKind, type PaymentReason } from './payment-failure';
import { payableOrderTypes, type PayableOrderType } from './payable-order-types';
import { isTestCardNumber } from './test-card-number';
import type { PayableOrder, PaymentAttempt, PaymentFailure, PaymentMode, PaymentReceipt } from './payment.port';
import { shortWaitOf } from '../shared/short-wait';

export interface PaymentInput {
  /** The route's paymentType, checked here: an unknown kind is an unknown order. */
  readonly paymentType: string;
  readonly orderId: string;
  readonly mode: PaymentMode;
  /** A fresh random id per visit of the page, from the edge (core has no guaranteed crypto). */
  readonly attemptSeed: string;
  /** The buyer's order secret, when the page's address carries it: handed on to the confirmation, for the guests' codes. */
  readonly orderSecret?: string | null;
  /**
   * The order as the page's loader read it before the machine started (a page drawn on the server): the
   * machine starts from it, or from null, the venue has no such order. Without it, the machine loads it.
   */
  readonly arrivedWith?: LoadedOrder | null;
}

/** What the order lookup answers, with the on-location charge the bottle checkout stored for it. */
export interface LoadedOrder {
  readonly order: PayableOrder;
  readonly onLocationCharge: Minor | null;
}

export interface PaymentContext {
  /** What the page arrived with (PaymentInput's arrivedWith): an order, no order, or nothing read. */
  readonly arrival: 'order' | 'noOrder' | 'unread';
  readonly orderType: PayableOrderType | null;
  readonly orderId: string;
  readonly orderSecret: string | null;
  readonly mode: PaymentMode;
  readonly attemptSeed: string;
  /** Idempotency keys handed out so far. */
  readonly attempts: number;
  /** The attempt being sent, or last sent. */
  readonly attempt: { readonly key: string; readonly testCardNumber: string | null } | null;
  /** A request of the current attempt may have charged: the next try resends it unchanged. */
  readonly attemptHeld: boolean;
  /** The test card field, as typed. */
  readonly testCardNumber: string;
  /** The typed test card number is not one (12 to 19 digits); the page words it. */
  readonly testCardError: 'format' | null;
  readonly order: PayableOrder | null;
  readonly figures: PaymentFigures | null;
  readonly loadFailure: 'temporary' | 'unreadable' | null;
  readonly failure: { readonly kind: PaymentFailureKind; readonly reason: PaymentReason | null } | null;
  readonly paymentId: string | null;
}

export type PaymentEvent =
  { readonly type: 'guest.editTestCard'; readonly cardNumber: string } | { readonly type: 'guest.pay' } | { readonly type: 'guest.retry' };

/** The code of a test card number of the wrong shape. */
export const testCardFormatError = 'format';

export const isPayableType = (value: string): value is PayableOrderType => (payableOrderTypes as readonly string[]).includes(value);

function required<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`payment: ${what} missing`);
  return value;
}

/** The loaded order, and its figures when it has something to pay. */
function orderAndFigures({ order, onLocationCharge }: LoadedOrder): Pick<PaymentContext, 'order' | 'figures'> {
  const state = paymentStateOf(order, onLocationCharge);
  return { order, figures: state.kind === 'payable' ? state.figures : null };
}

const failureOf = (result: Result<unknown, PaymentFailure>): PaymentFailure => required(result.ok ? null : result.error, 'failure');

function decodeErrorOf(result: Result<unknown, PaymentFailure>): DecodeError {
  const failure = failureOf(result);
  if (failure._tag !== 'DecodeError') throw new Error('payment: an unreadable answer without a DecodeError');
  return failure;
}

export const paymentMachine = setup({
  types: { context: {} as PaymentContext, events: {} as PaymentEvent, input: {} as PaymentInput },
  actors: {
    loadOrder: fromPromise<Result<LoadedOrder, ApiError>, { readonly orderType: PayableOrderType; readonly orderId: string }>(
      notProvided('payment', 'actor loadOrder'),
    ),
    prepareCard: fromPromise<Result<void, PaymentFailure>>(notProvided('payment', 'actor prepareCard')),
    pay: fromPromise<Result<PaymentReceipt, PaymentFailure>, PaymentAttempt>(notProvided('payment', 'actor pay')),
  },
  actions: {
    navigate: notProvided<(_: unknown, params: { readonly to: string }) => void>('payment', 'action navigate'),
    reportDecodeError: notProvided<(_: unknown, params: { readonly error: DecodeError }) => void>('payment', 'action reportDecodeError'),
    editTestCard: assign((_, params: { readonly cardNumber: string }) => ({ testCardNumber: params.cardNumber, testCardError: null })),
    rejectTestCard: assign({ testCardError: testCardFormatError }),
    // A held attempt is sent again as it was; otherwise the next key, with the card typed now.
    startAttempt: assign(({ context }) => {
      if (context.attemptHeld && context.attempt !== null) return { failure: null };
      const attempts = context.attempts + 1;
      const typed = context.testCardNumber.replace(/[ -]/g, '');
      const testCardNumber = context.mode === 'test' && typed !== '' ? typed : null;
      return { attempts, attempt: { key: `${context.attemptSeed}-${attempts}`, testCardNumber }, failure: null, testCardError: null };
    }),
    holdAttempt: assign({ attemptHeld: true }),
    releaseAttempt: assign({ attemptHeld: false }),
    rememberFailure: assign((_, failure: PaymentFailure) => {
      const kind = paymentFailureKind(failure);
      // A temporary failure keeps its attempt (the same key); asked too often or briefly unavailable, the page says to wait a moment.
      const wait = kind === 'temporary' && failure._tag === 'HttpError' ? shortWaitOf(failure) : null;
      const reason: PaymentReason | null = kind === 'declined' ? declineReason(failure) : wait !== null ? { ours: wait } : null;
      return { failure: { kind, reason } };
    }),
    clearFailure: assign({ failure: null, loadFailure: null }),
  },
  guards: {
    routeIsValid: ({ context }) => context.orderType !== null && context.orderId.trim() !== '',
    arrivedWith: ({ context }, arrival: PaymentContext['arrival']) => context.arrival === arrival,
    succeeded: (_, result: Result<unknown, unknown>) => result.ok,
    unreadable: (_, result: Result<unknown, PaymentFailure>) => !result.ok && result.error._tag === 'DecodeError',
    notFound: (_, result: Result<unknown, ApiError>) => !result.ok && result.error._tag === 'HttpError' && result.error.status === 404,
    orderIs: ({ context }, kind: 'paid' | 'cancelled' | 'nothingToPay') =>
      context.order !== null && paymentStateOf(context.order).kind === kind,
    stripeMode: ({ context }) => context.mode === 'stripe',
    testCardIsValid: ({ context }) => {
      const typed = context.testCardNumber.trim();
      return context.mode !== 'test' || context.attemptHeld || typed === '' || isTestCardNumber(typed);
    },
    cardIsEditable: ({ context }) => !context.attemptHeld,
    failedAs: ({ context }, kind: PaymentFailureKind) => context.failure?.kind === kind,
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    arrival: input.arrivedWith === undefined ? 'unread' : input.arrivedWith === null ? 'noOrder' : 'order',
    orderType: isPayableType(input.paymentType) ? input.paymentType : null,
    orderId: input.orderId,
    orderSecret: input.orderSecret ?? null,
    mode: input.mode,
    attemptSeed: input.attemptSeed,
    attempts: 0,
    attempt: null,
    attemptHeld: false,
    testCardNumber: '',
    testCardError: null,
    ...(input.arrivedWith ? orderAndFigures(input.arrivedWith) : { order: null, figures: null }),
    loadFailure: null,
    failure: null,
    paymentId: null,
  }),
  initial: 'checkingRoute',
  states: {
    checkingRoute: {
      always: [
        { guard: not('routeIsValid'), target: 'unknownOrder' },
        { guard: { type: 'arrivedWith', params: 'order' }, target: 'routingOrder' },
        { guard: { type: 'arrivedWith', params: 'noOrder' }, target: 'unknownOrder' },
        { target: 'loading' },
      ],
    },
    loading: {
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ orderType: required(context.orderType, 'order type'), orderId: context.orderId }),
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => event.output },
            target: 'routingOrder',
            actions: assign(({ event }) => orderAndFigures(required(event.output.ok ? event.output.value : null, 'order'))),
          },
          { guard: { type: 'notFound', params: ({ event }) => event.output }, target: 'unknownOrder' },
          {
            guard: { type: 'unreadable', params: ({ event }) => event.output },
            target: 'loadFailed',
            actions: [
              assign({ loadFailure: 'unreadable' }),
              { type: 'reportDecodeError', params: ({ event }) => ({ error: decodeErrorOf(event.output) }) },
            ],
          },
          { target: 'loadFailed', actions: assign({ loadFailure: 'temporary' }) },
        ],
      },
    },
    // Passed through at once: each kind of order gets its panel, a payable one its form.
    routingOrder: {
      always: [
        { guard: { type: 'orderIs', params: 'paid' }, target: 'alreadyPaid' },
        { guard: { type: 'orderIs', params: 'cancelled' }, target: 'cancelled' },
        { guard: { type: 'orderIs', params: 'nothingToPay' }, target: 'nothingToPay' },
        { guard: 'stripeMode', target: 'preparingCard' },
        { target: 'ready' },
      ],
    },
    loadFailed: { tags: ['error'], on: { 'guest.retry': 'loading' } },
    preparingCard: {
      tags: ['busy'],
      invoke: {
        id: 'prepareCard',
        src: 'prepareCard',
        onDone: [
          { guard: { type: 'succeeded', params: ({ event }) => event.output }, target: 'ready' },
          { target: 'cardUnavailable', actions: { type: 'rememberFailure', params: ({ event }) => failureOf(event.output) } },
        ],
      },
    },
    ready: {
      on: {
        'guest.editTestCard': {
          guard: 'cardIsEditable',
          actions: { type: 'editTestCard', params: ({ event }) => ({ cardNumber: event.cardNumber }) },
        },
        'guest.pay': [{ guard: 'testCardIsValid', target: 'paying', actions: 'startAttempt' }, { actions: 'rejectTestCard' }],
      },
    },
    paying: {
      tags: ['busy'],
      entry: 'holdAttempt',
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }) => {
          const attempt = required(context.attempt, 'attempt');
          const base = { orderType: required(context.orderType, 'order type'), orderId: context.orderId, idempotencyKey: attempt.key };
          return attempt.testCardNumber === null ? base : { ...base, testCardNumber: attempt.testCardNumber };
        },
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => event.output },
            target: 'paid',
            actions: assign({ paymentId: ({ event }) => (event.output.ok ? event.output.value.paymentId : null) }),
          },
          {
            guard: { type: 'unreadable', params: ({ event }) => event.output },
            target: 'unconfirmed',
            actions: [
              { type: 'rememberFailure', params: ({ event }) => failureOf(event.output) },
              { type: 'reportDecodeError', params: ({ event }) => ({ error: decodeErrorOf(event.output) }) },
            ],
          },
          { target: 'routingFailure', actions: { type: 'rememberFailure', params: ({ event }) => failureOf(event.output) } },
        ],
      },
    },
    // Passed through at once: a refusal releases the attempt; a failure that may have charged keeps it.
    routingFailure: {
      always: [
        { guard: { type: 'failedAs', params: 'declined' }, target: 'declined', actions: 'releaseAttempt' },
        { guard: { type: 'failedAs', params: 'orderChanged' }, target: 'loading', actions: 'releaseAttempt' },
        { guard: { type: 'failedAs', params: 'nightTaken' }, target: 'nightTaken', actions: 'releaseAttempt' },
        { guard: { type: 'failedAs', params: 'unavailable' }, target: 'cardUnavailable', actions: 'releaseAttempt' },
        { target: 'payFailed' },
      ],
    },
    declined: {
      tags: ['error'],
      on: {
        'guest.editTestCard': { actions: { type: 'editTestCard', params: ({ event }) => ({ cardNumber: event.cardNumber }) } },
        'guest.pay': [{ guard: 'testCardIsValid', target: 'paying', actions: 'startAttempt' }, { actions: 'rejectTestCard' }],
      },
    },
    payFailed: { tags: ['error'], on: { 'guest.retry': { target: 'paying', actions: 'startAttempt' } } },
    cardUnavailable: { tags: ['error'], on: { 'guest.retry': 'loading' } },
    unconfirmed: { tags: ['error'], on: { 'guest.retry': 'loading' } },
    paid: {
      type: 'final',
      entry: {
        type: 'navigate',
        params: ({ context }) => ({
          to: confirmationHref(required(context.orderType, 'order type'), context.orderId, context.orderSecret),
        }),
      },
    },
    unknownOrder: { type: 'final' },
    alreadyPaid: { type: 'final' },
    cancelled: { type: 'final' },
    nothingToPay: { type: 'final' },
    // A private event whose night another booking holds now: paying cannot help (docs/product.md#reservations-and-venue-booking).
    nightTaken: { type: 'final' },
  },
});
