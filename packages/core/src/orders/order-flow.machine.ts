// One order, whatever its kind (docs/product.md#order-flows): group or price check -> create -> fetch -> confirm.
// The idempotency key of an attempt is `${idempotencySeed}-${attempt}`: the edge supplies a fresh seed per
// flow (core has no guaranteed crypto), so keys are unique, serialisable and replayable.
import { assign, fromPromise, setup } from 'xstate';
import type { ApiError } from '../shared/api-error';
import type { DecodeError } from '../shared/decode';
import { notProvided } from '../shared/not-provided';
import { requiredIn } from '../shared/required';
import type { Result } from '../shared/result';
import { failureKind, type FailureKind } from './failure-kind';
import type { CreatedOrder, OrderConfirmation, OrderDetails, PriceCheck } from './order.schema';
import type { OrderKind, OrderPayload } from './orders.port';

export type OrderStep = 'check' | 'create' | 'fetch' | 'confirm';

export interface OrderFlowInput {
  readonly kind: OrderKind;
  readonly idempotencySeed: string;
  /** Data entered earlier (a restored form); the guest still submits it. */
  readonly payload?: OrderPayload;
}

export interface OrderFailure {
  readonly step: OrderStep;
  readonly kind: FailureKind;
  readonly error: ApiError;
}

export interface OrderFlowContext {
  readonly kind: OrderKind;
  readonly idempotencySeed: string;
  /** Number of attempts started; an attempt starts with a submit that may use a new key. */
  readonly attempt: number;
  readonly idempotencyKey: string | null;
  /** A create with the current key may have reached the server, so the key must not change. */
  readonly orderMayExist: boolean;
  readonly payload: OrderPayload | null;
  readonly priceCheck: PriceCheck | null;
  readonly orderId: string | null;
  /** The buyer's order secret from the create's answer (kinds with guest codes only), for the confirmation's codes. */
  readonly orderSecret: string | null;
  readonly order: OrderDetails | null;
  readonly confirmation: OrderConfirmation | null;
  readonly failure: OrderFailure | null;
  /** The venue's message for a rejection (HTTP 4xx), shown as is. */
  readonly rejectionMessage: string | null;
}

export type OrderFlowEvent =
  | { readonly type: 'guest.update'; readonly payload: OrderPayload }
  | { readonly type: 'guest.submit'; readonly payload: OrderPayload }
  | { readonly type: 'guest.retry' }
  | { readonly type: 'guest.edit' }
  | { readonly type: 'guest.startOver' }
  | { readonly type: 'guest.confirm' };

export interface KindAndPayload {
  readonly kind: OrderKind;
  readonly payload: OrderPayload;
}
export interface KindAndOrder {
  readonly kind: OrderKind;
  readonly orderId: string;
}

const idempotencyKeyOf = (seed: string, attempt: number): string => `${seed}-${attempt}`;

// Inside a step the entered data and ids are set by construction.
const required = requiredIn('orderFlow');

export const orderFlowMachine = setup({
  types: {
    context: {} as OrderFlowContext,
    events: {} as OrderFlowEvent,
    input: {} as OrderFlowInput,
  },
  actors: {
    checkGroup: fromPromise<Result<PriceCheck, ApiError>, KindAndPayload>(notProvided('orderFlow', 'actor checkGroup')),
    createOrder: fromPromise<Result<CreatedOrder, ApiError>, KindAndPayload & { readonly idempotencyKey: string }>(
      notProvided('orderFlow', 'actor createOrder'),
    ),
    fetchOrder: fromPromise<Result<OrderDetails, ApiError>, KindAndOrder>(notProvided('orderFlow', 'actor fetchOrder')),
    confirmOrder: fromPromise<Result<OrderConfirmation, ApiError>, KindAndOrder>(notProvided('orderFlow', 'actor confirmOrder')),
  },
  actions: {
    reportDecodeError: notProvided<(_: unknown, params: { readonly step: OrderStep; readonly error: DecodeError }) => void>(
      'orderFlow',
      'action reportDecodeError',
    ),
    keepPayload: assign((_, params: { readonly payload: OrderPayload }) => ({ payload: params.payload })),
    // A new key only when no order can exist under the current one; otherwise a resubmit reuses it.
    startAttempt: assign(({ context }) => {
      if (context.orderMayExist && context.idempotencyKey !== null) return { failure: null, rejectionMessage: null };
      const attempt = context.attempt + 1;
      return { attempt, idempotencyKey: idempotencyKeyOf(context.idempotencySeed, attempt), failure: null, rejectionMessage: null };
    }),
    rememberFailure: assign((_, params: { readonly step: OrderStep; readonly error: ApiError }) => {
      const kind = failureKind(params.error);
      return {
        failure: { step: params.step, kind, error: params.error },
        rejectionMessage: kind === 'rejected' ? params.error.message : null,
        // The venue refused the create, so no order exists under this key.
        ...(params.step === 'create' && kind === 'rejected' ? { orderMayExist: false } : {}),
      };
    }),
    clearFailure: assign({ failure: null, rejectionMessage: null }),
  },
  guards: {
    succeeded: (_, result: Result<unknown, ApiError>) => result.ok,
    failedAt: ({ context }, step: OrderStep) => context.failure?.step === step,
    failedAs: ({ context }, kind: FailureKind) => context.failure?.kind === kind,
    orderKnown: ({ context }) => context.orderId !== null,
  },
}).createMachine({
  id: 'orderFlow',
  context: ({ input }) => ({
    kind: input.kind,
    idempotencySeed: input.idempotencySeed,
    attempt: 0,
    idempotencyKey: null,
    orderMayExist: false,
    payload: input.payload ?? null,
    priceCheck: null,
    orderId: null,
    orderSecret: null,
    order: null,
    confirmation: null,
    failure: null,
    rejectionMessage: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'guest.update': { actions: { type: 'keepPayload', params: ({ event }) => ({ payload: event.payload }) } },
        'guest.submit': {
          target: 'submitting',
          actions: [{ type: 'keepPayload', params: ({ event }) => ({ payload: event.payload }) }, 'startAttempt'],
        },
      },
    },
    // Busy steps ignore guest.submit, so a double click cannot start a second create.
    submitting: {
      tags: ['busy'],
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            id: 'checkGroup',
            src: 'checkGroup',
            input: ({ context }) => ({ kind: context.kind, payload: required(context.payload, 'payload') }),
            onDone: [
              {
                guard: { type: 'succeeded', params: ({ event }) => event.output },
                target: 'creating',
                actions: assign({ priceCheck: ({ event }) => (event.output.ok ? event.output.value : null) }),
              },
              {
                target: '#orderFlow.routingFailure',
                actions: {
                  type: 'rememberFailure',
                  params: ({ event }) => ({
                    step: 'check' as const,
                    error: required(event.output.ok ? null : event.output.error, 'error'),
                  }),
                },
              },
            ],
          },
        },
        creating: {
          entry: assign({ orderMayExist: true }),
          invoke: {
            id: 'createOrder',
            src: 'createOrder',
            input: ({ context }) => ({
              kind: context.kind,
              payload: required(context.payload, 'payload'),
              idempotencyKey: required(context.idempotencyKey, 'idempotency key'),
            }),
            onDone: [
              {
                guard: { type: 'succeeded', params: ({ event }) => event.output },
                target: 'fetching',
                actions: assign(({ event }) => (event.output.ok ? { orderSecret: null, ...event.output.value } : {})),
              },
              {
                target: '#orderFlow.routingFailure',
                actions: {
                  type: 'rememberFailure',
                  params: ({ event }) => ({
                    step: 'create' as const,
                    error: required(event.output.ok ? null : event.output.error, 'error'),
                  }),
                },
              },
            ],
          },
        },
        fetching: {
          invoke: {
            id: 'fetchOrder',
            src: 'fetchOrder',
            input: ({ context }) => ({ kind: context.kind, orderId: required(context.orderId, 'order id') }),
            onDone: [
              {
                guard: { type: 'succeeded', params: ({ event }) => event.output },
                target: '#orderFlow.reviewing',
                actions: assign({ order: ({ event }) => (event.output.ok ? event.output.value : null) }),
              },
              {
                target: '#orderFlow.routingFailure',
                actions: {
                  type: 'rememberFailure',
                  params: ({ event }) => ({
                    step: 'fetch' as const,
                    error: required(event.output.ok ? null : event.output.error, 'error'),
                  }),
                },
              },
            ],
          },
        },
      },
    },
    reviewing: {
      on: { 'guest.confirm': 'confirming' },
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        id: 'confirmOrder',
        src: 'confirmOrder',
        input: ({ context }) => ({ kind: context.kind, orderId: required(context.orderId, 'order id') }),
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => event.output },
            target: 'confirmed',
            actions: assign({ confirmation: ({ event }) => (event.output.ok ? event.output.value : null) }),
          },
          {
            target: 'routingFailure',
            actions: {
              type: 'rememberFailure',
              params: ({ event }) => ({ step: 'confirm' as const, error: required(event.output.ok ? null : event.output.error, 'error') }),
            },
          },
        ],
      },
    },
    confirmed: { type: 'final' },
    // Passed through at once: sends each failure to the state that matches how it can be handled.
    routingFailure: {
      always: [
        { guard: { type: 'failedAs', params: 'temporary' }, target: 'temporaryFailure' },
        { guard: { type: 'failedAs', params: 'rejected' }, target: 'rejected' },
        { target: 'unreadableResponse' },
      ],
    },
    temporaryFailure: {
      tags: ['error'],
      on: {
        'guest.retry': [
          { guard: { type: 'failedAt', params: 'check' }, target: 'submitting.checking', actions: 'clearFailure' },
          { guard: { type: 'failedAt', params: 'create' }, target: 'submitting.creating', actions: 'clearFailure' },
          { guard: { type: 'failedAt', params: 'fetch' }, target: 'submitting.fetching', actions: 'clearFailure' },
          { target: 'confirming', actions: 'clearFailure' },
        ],
      },
    },
    rejected: {
      tags: ['error'],
      on: {
        'guest.edit': { target: 'editing', actions: 'clearFailure' },
        // A refused fetch or confirm (for example, payment not received yet) can be asked again.
        'guest.retry': [
          { guard: { type: 'failedAt', params: 'fetch' }, target: 'submitting.fetching', actions: 'clearFailure' },
          { guard: { type: 'failedAt', params: 'confirm' }, target: 'confirming', actions: 'clearFailure' },
        ],
      },
    },
    unreadableResponse: {
      tags: ['error'],
      entry: {
        type: 'reportDecodeError',
        params: ({ context }) => {
          const failure = required(context.failure, 'failure');
          if (failure.error._tag !== 'DecodeError') throw new Error('orderFlow: unreadableResponse without a DecodeError');
          return { step: failure.step, error: failure.error };
        },
      },
      on: { 'guest.startOver': { target: 'editing', actions: 'clearFailure' } },
    },
  },
});
