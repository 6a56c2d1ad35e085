// The bottle checkout page (spec 2, 4, 5): the form and its validation, the promoter code, the
// order creation with status Pending, then the payment page. Two regions run side by side: the
// form (editing -> submitting -> failed) and the promoter code (unvalidated -> validating -> valid).
import { and, assign, fromPromise, raise, setup, stateIn, type SnapshotFrom } from 'xstate';
import type { PhonePort } from '../ports/phone.port';
import type { StoragePort } from '../ports/storage.port';
import type { ApiError } from '../shared/api-error';
import type { FieldError } from '../shared/form-validation';
import type { Result } from '../shared/result';
import type { FinancialSettings } from '../venue/financial-settings.schema';
import { visibleCatalog } from './bottle-catalog';
import type { BottleCategory } from './bottle-catalog.schema';
import {
  emptyBottleCheckoutForm,
  firstInvalidMessage,
  validateBottleCheckoutForm,
  type BottleCheckoutForm,
  type BottleCheckoutTextField,
} from './bottle-checkout-form';
import { checkoutQuote, prepareBottleCheckout, type CheckoutOrder, type OutOfDateReason } from './bottle-checkout-order';
import { orderErrorMessage, promoterSuccessMessage } from './bottle-messages';
import type { BottleOrderPayload, BottleOrderResponse } from './bottle-order.schema';
import { buildBottleOrderPayload, type ClientInfo } from './bottle-order-payload';
import type { BottleQuote } from './bottle-pricing';
import { loadBottleSelection, saveBottleOrderOutcome } from './bottle-storage';
import type { PromoterDiscount, PromoterValidation } from './promoter-discount.schema';

export interface BottleCheckoutInput {
  readonly storage: StoragePort;
  readonly phone: PhonePort;
  /** GET bottles-items and the financial settings, loaded now: the stored selection is checked against them. */
  readonly catalog: readonly BottleCategory[];
  readonly settings: FinancialSettings;
  /** The venue's currency symbol (default $), for the promoter popup. */
  readonly currencySymbol: string;
  /** A fresh random id per visit of the page; idempotency keys are built from it. */
  readonly checkoutId: string;
  readonly client: ClientInfo;
  /** Guest details already known (stored userName, userEmail...). */
  readonly prefill?: Partial<BottleCheckoutForm>;
}

/** One order attempt: the payload sent and the key the server deduplicates it by. */
export interface OrderAttempt {
  readonly key: string;
  readonly payload: BottleOrderPayload;
  /** The payload as text: an identical payload is a retry and reuses the key. */
  readonly fingerprint: string;
  readonly quote: BottleQuote;
}

export interface BottleCheckoutContext {
  readonly storage: StoragePort;
  readonly phone: PhonePort;
  readonly settings: FinancialSettings;
  readonly currencySymbol: string;
  readonly checkoutId: string;
  readonly client: ClientInfo;
  /** The selection being bought; null when it is out of date. Never changes on this page. */
  readonly order: CheckoutOrder | null;
  readonly outOfDateReason: OutOfDateReason | 'server-conflict' | null;
  readonly form: BottleCheckoutForm;
  /** Every invalid field after a submit, in form order, kept current as the guest corrects them. */
  readonly fieldErrors: readonly FieldError<BottleCheckoutTextField>[];
  /** The first invalid field at the last submit: the page scrolls to it; its message is `alert`. */
  readonly firstInvalid: FieldError<BottleCheckoutTextField> | null;
  readonly alert: string | null;
  /** The code being checked or validated (trimmed promoterIGname). */
  readonly promoterCode: string | null;
  readonly promoter: PromoterDiscount | null;
  readonly promoterPopup: string | null;
  /** The attempt being sent, or last sent. */
  readonly attempt: OrderAttempt | null;
  /** Every idempotency key used on this visit, with the payload it was used for. */
  readonly keys: readonly { readonly key: string; readonly fingerprint: string }[];
  /** HTML of the payment error modal. */
  readonly errorMessage: string | null;
  readonly orderId: string | null;
}

export type BottleCheckoutEvent =
  | { readonly type: 'guest.editField'; readonly field: BottleCheckoutTextField; readonly value: string }
  | { readonly type: 'guest.setMailingList'; readonly subscribe: boolean }
  | { readonly type: 'guest.applyPromoterCode' }
  | { readonly type: 'guest.dismissPromoterPopup' }
  | { readonly type: 'guest.dismissAlert' }
  | { readonly type: 'guest.submit' }
  | { readonly type: 'guest.closeError' }
  | { readonly type: 'guest.chooseBottlesAgain' }
  | { readonly type: 'api.promoterValidated'; readonly discount: PromoterDiscount }
  | { readonly type: 'api.promoterRejected' }
  | { readonly type: 'api.orderCreated'; readonly response: BottleOrderResponse }
  | { readonly type: 'api.orderFailed'; readonly error: ApiError }
  | { readonly type: 'api.orderOutOfDate' };

export interface CreateBottleOrderInput {
  readonly payload: BottleOrderPayload;
  readonly idempotencyKey: string;
}

/** The summary the page shows now, promoter discount included. */
export function bottleCheckoutQuote(context: Pick<BottleCheckoutContext, 'order' | 'settings' | 'promoter'>): BottleQuote | null {
  return context.order === null ? null : checkoutQuote(context.order, context.settings, context.promoter);
}

export const paymentPath = (orderId: string): string => `/payment/bottles/${encodeURIComponent(orderId)}`;
export const bottlesPath = '/bottles';

/** The server says the selection no longer matches its prices or stock. */
const isConflict = (error: ApiError): boolean => error._tag === 'HttpError' && error.status === 409;

function orderEvent(output: Result<BottleOrderResponse, ApiError>): BottleCheckoutEvent {
  if (output.ok) return { type: 'api.orderCreated', response: output.value };
  return isConflict(output.error) ? { type: 'api.orderOutOfDate' } : { type: 'api.orderFailed', error: output.error };
}

function promoterEvent(output: Result<PromoterValidation, ApiError>): BottleCheckoutEvent {
  // success false and failed calls are both silent (spec 8): the code simply stays unvalidated.
  return output.ok && output.value.success && output.value.data !== undefined
    ? { type: 'api.promoterValidated', discount: output.value.data }
    : { type: 'api.promoterRejected' };
}

const notProvided = (name: string) =>
  async (): Promise<never> => {
    throw new Error(`bottleCheckout: the "${name}" actor was not provided`);
  };

const editingForm = stateIn('#bottleCheckout.checkout.form.editing');

export const bottleCheckoutMachine = setup({
  types: {
    input: {} as BottleCheckoutInput,
    context: {} as BottleCheckoutContext,
    events: {} as BottleCheckoutEvent,
  },
  actors: {
    createBottleOrder: fromPromise<Result<BottleOrderResponse, ApiError>, CreateBottleOrderInput>(notProvided('createBottleOrder')),
    validatePromoterCode: fromPromise<Result<PromoterValidation, ApiError>, { readonly promoterIGname: string }>(notProvided('validatePromoterCode')),
  },
  guards: {
    orderIsCurrent: ({ context }) => context.order !== null,
    formInvalid: ({ context }) => validateBottleCheckoutForm(context.form, context.phone).length > 0,
    showingErrors: ({ context }) => context.fieldErrors.length > 0,
    promoterBeingChecked: stateIn('#bottleCheckout.checkout.promoter.validating'),
    hasPromoterCode: ({ context }) => context.form.promoterIGname.trim() !== '',
    promoterCodeChanged: ({ context }) => context.form.promoterIGname.trim() !== context.promoterCode,
    promoterFieldEdited: ({ context, event }) =>
      event.type === 'guest.editField' && event.field === 'promoterIGname' && context.promoterCode !== null && event.value.trim() !== context.promoterCode,
    editingForm,
  },
  actions: {
    editField: assign({
      form: ({ context, event }) => {
        if (event.type === 'guest.editField') return { ...context.form, [event.field]: event.value };
        if (event.type === 'guest.setMailingList') return { ...context.form, mailingListSubscribe: event.subscribe };
        return context.form;
      },
    }),
    showFieldErrors: assign(({ context }) => {
      const fieldErrors = validateBottleCheckoutForm(context.form, context.phone);
      return { fieldErrors, firstInvalid: fieldErrors[0] ?? null, alert: firstInvalidMessage(fieldErrors) };
    }),
    // After a failed submit the field marks follow the guest's corrections; firstInvalid and the
    // alert belong to that submit and stay until the alert is dismissed or the next submit.
    refreshFieldErrors: assign({ fieldErrors: ({ context }) => validateBottleCheckoutForm(context.form, context.phone) }),
    clearAlert: assign({ alert: null }),
    startAttempt: assign(({ context }) => {
      if (context.order === null) throw new Error('bottleCheckout: submitting without an order');
      const quote = checkoutQuote(context.order, context.settings, context.promoter);
      const payload = buildBottleOrderPayload({
        form: context.form,
        order: context.order,
        quote,
        settings: context.settings,
        promoter: context.promoter,
        client: context.client,
        phone: context.phone,
      });
      if (!payload.ok) throw new Error('bottleCheckout: submitting an invalid form');
      // The same payload is a retry: it must reuse its key so the server creates at most one order.
      const fingerprint = JSON.stringify(payload.value);
      const known = context.keys.find((entry) => entry.fingerprint === fingerprint);
      const key = known?.key ?? `${context.checkoutId}-${context.keys.length + 1}`;
      return {
        keys: known ? context.keys : [...context.keys, { key, fingerprint }],
        attempt: { key, payload: payload.value, fingerprint, quote },
        fieldErrors: [],
        firstInvalid: null,
        alert: null,
      };
    }),
    showOrderError: assign({ errorMessage: ({ event }) => (event.type === 'api.orderFailed' ? orderErrorMessage(event.error) : null) }),
    clearOrderError: assign({ errorMessage: null }),
    markServerConflict: assign({ outOfDateReason: 'server-conflict' as const }),
    keepOrder: ({ context, event }) => {
      if (event.type !== 'api.orderCreated' || context.attempt === null) throw new Error('bottleCheckout: order created without an attempt');
      saveBottleOrderOutcome(context.storage, event.response, context.attempt.quote);
    },
    rememberOrderId: assign({ orderId: ({ context, event }) => (event.type === 'api.orderCreated' ? event.response._id : context.orderId) }),
    checkPromoterCode: assign({ promoterCode: ({ context }) => context.form.promoterIGname.trim(), promoter: null, promoterPopup: null }),
    applyPromoter: assign(({ context, event }) => {
      if (event.type !== 'api.promoterValidated' || context.order === null) return {};
      const quote = checkoutQuote(context.order, context.settings, event.discount);
      return { promoter: event.discount, promoterPopup: promoterSuccessMessage(quote.promoterDiscount, quote.total, context.currencySymbol) };
    }),
    dropPromoter: assign({ promoter: null, promoterCode: null, promoterPopup: null }),
    dismissPromoterPopup: assign({ promoterPopup: null }),
    // Routing lives in the app: it provides this action. Left out, the page must fail loudly.
    navigate: (_, params: { readonly to: string }) => {
      throw new Error(`bottleCheckout: the "navigate" action was not provided (to ${params.to})`);
    },
  },
}).createMachine({
  id: 'bottleCheckout',
  context: ({ input }) => {
    const order = prepareBottleCheckout(loadBottleSelection(input.storage), visibleCatalog(input.catalog), input.settings);
    return {
      storage: input.storage,
      phone: input.phone,
      settings: input.settings,
      currencySymbol: input.currencySymbol,
      checkoutId: input.checkoutId,
      client: input.client,
      order: order.ok ? order.value : null,
      outOfDateReason: order.ok ? null : order.error,
      form: { ...emptyBottleCheckoutForm, ...input.prefill },
      fieldErrors: [],
      firstInvalid: null,
      alert: null,
      promoterCode: null,
      promoter: null,
      promoterPopup: null,
      attempt: null,
      keys: [],
      errorMessage: null,
      orderId: null,
    };
  },
  initial: 'preparing',
  states: {
    preparing: {
      always: [{ guard: 'orderIsCurrent', target: 'checkout' }, { target: 'outOfDate' }],
    },
    checkout: {
      type: 'parallel',
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              initial: 'ready',
              states: {
                ready: {},
                invalid: {
                  tags: ['warning'],
                  on: { 'guest.dismissAlert': { target: 'ready', actions: 'clearAlert' } },
                },
              },
              on: {
                'guest.editField': [{ guard: 'showingErrors', actions: ['editField', 'refreshFieldErrors'] }, { actions: 'editField' }],
                'guest.setMailingList': { actions: 'editField' },
                'guest.submit': [
                  { guard: 'formInvalid', target: '.invalid', actions: 'showFieldErrors' },
                  // The discount being checked would change the total: wait for it (the page shows busy).
                  { guard: 'promoterBeingChecked' },
                  { target: 'submitting', actions: 'startAttempt' },
                ],
              },
            },
            submitting: {
              tags: ['busy'],
              invoke: {
                src: 'createBottleOrder',
                input: ({ context }) => {
                  if (context.attempt === null) throw new Error('bottleCheckout: submitting without an attempt');
                  return { payload: context.attempt.payload, idempotencyKey: context.attempt.key };
                },
                onDone: { actions: raise(({ event }) => orderEvent(event.output)) },
              },
              on: {
                'api.orderCreated': {
                  target: '#bottleCheckout.paying',
                  actions: ['keepOrder', 'rememberOrderId', { type: 'navigate', params: ({ event }) => ({ to: paymentPath(event.response._id) }) }],
                },
                'api.orderOutOfDate': { target: '#bottleCheckout.outOfDate', actions: 'markServerConflict' },
                'api.orderFailed': { target: 'failed', actions: 'showOrderError' },
              },
            },
            failed: {
              tags: ['error'],
              on: { 'guest.closeError': { target: 'editing', actions: 'clearOrderError' } },
            },
          },
        },
        promoter: {
          initial: 'unvalidated',
          on: {
            'guest.editField': { guard: and(['editingForm', 'promoterFieldEdited']), target: '.unvalidated', actions: 'dropPromoter' },
          },
          states: {
            unvalidated: {
              on: {
                'guest.applyPromoterCode': { guard: and(['editingForm', 'hasPromoterCode']), target: 'validating', actions: 'checkPromoterCode' },
              },
            },
            validating: {
              tags: ['busy'],
              invoke: {
                src: 'validatePromoterCode',
                input: ({ context }) => ({ promoterIGname: context.promoterCode ?? '' }),
                onDone: { actions: raise(({ event }) => promoterEvent(event.output)) },
              },
              on: {
                'api.promoterValidated': { target: 'valid', actions: 'applyPromoter' },
                'api.promoterRejected': { target: 'unvalidated', actions: 'dropPromoter' },
              },
            },
            valid: {
              on: {
                'guest.applyPromoterCode': {
                  guard: and(['editingForm', 'hasPromoterCode', 'promoterCodeChanged']),
                  target: 'validating',
                  actions: 'checkPromoterCode',
                },
                'guest.dismissPromoterPopup': { actions: 'dismissPromoterPopup' },
              },
            },
          },
        },
      },
    },
    outOfDate: {
      tags: ['warning'],
      on: { 'guest.chooseBottlesAgain': { target: 'left', actions: { type: 'navigate', params: { to: bottlesPath } } } },
    },
    paying: { type: 'final' },
    left: { type: 'final' },
  },
});

/** Whether Pay Now does anything now: no call in flight and no modal open. */
export const canSubmit = (snapshot: SnapshotFrom<typeof bottleCheckoutMachine>): boolean =>
  !snapshot.hasTag('busy') && snapshot.matches({ checkout: { form: 'editing' } });
