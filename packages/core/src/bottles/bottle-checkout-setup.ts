// The bottle checkout machine's vocabulary: its input, context and events, the effects the edge provides
// (each failing loudly until it is), and the named guards and actions its statechart
// (bottle-checkout.machine.ts) is written with.
import { assign, enqueueActions, fromPromise, setup, stateIn } from 'xstate';
import { initialFormState, type CheckoutFormState } from '../forms/checkout-form-state';
import { editedForm } from '../forms/form-edit';
import { phoneRulesOf, phoneToRead, type ReadPhoneParams } from '../forms/phone-reading';
import { hasPromoterCode, promoterAnswerEvent, promoterCodeChanged, promoterFieldEdited } from '../promoters/promoter-code-rules';
import type { ApiError } from '../shared/api-error';
import { notProvided } from '../shared/not-provided';
import { unknownDevice, type GuestDevice } from '../shared/device';
import type { Result } from '../shared/result';
import type { FinancialSettings } from '../venue/financial-settings.schema';
import { visibleCatalog } from './bottle-catalog';
import type { BottleCategory } from './bottle-catalog.schema';
import { nextAttempt, type OrderAttempt, type UsedKey } from './bottle-checkout-attempt';
import {
  emptyBottleCheckoutForm,
  validateBottleCheckoutForm,
  type BottleCheckoutForm,
  type BottleCheckoutTextField,
} from './bottle-checkout-form';
import { checkoutQuote, prepareBottleCheckout, type CheckoutOrder, type OutOfDateReason } from './bottle-checkout-order';
import { bottleOrderError, type BottleOrderError, type PromoterWin } from './bottle-messages';
import type { BottleOrderPayload, BottleOrderResponse } from './bottle-order.schema';
import { buildBottleOrderPayload } from './bottle-order-payload';
import { currencyExponent } from '../money/venue-currency';
import type { BottleQuote } from './bottle-pricing';
import type { StoredBottleSelection, StoredSelectionError } from './bottle-storage';
import type { PromoterDiscount, PromoterValidation } from './promoter-discount.schema';

export interface BottleCheckoutInput {
  /** The selection the bottle page stored (bottle-storage.ts's loadBottleSelection), read at the edge. */
  readonly selection: Result<StoredBottleSelection, StoredSelectionError>;
  /** GET bottles-items and the financial settings, loaded now: the stored selection is checked against them. */
  readonly catalog: readonly BottleCategory[];
  readonly settings: FinancialSettings;
  /** The venue's currency symbol (default $), for the promoter popup. */
  readonly currencySymbol: string;
  /** A fresh random id per visit of the page; idempotency keys are built from it. */
  readonly checkoutId: string;
  /**
   * The guest's device when it is known at the start (a test, a replay). A page drawn on the server knows
   * none: its wiring reads the device at the visit's first send instead (`readDevice`).
   */
  readonly client?: GuestDevice;
  /** Guest details already known (stored userName, userEmail...). */
  readonly prefill?: Partial<BottleCheckoutForm>;
}

export interface BottleCheckoutContext extends CheckoutFormState<BottleCheckoutForm, BottleCheckoutTextField> {
  readonly settings: FinancialSettings;
  readonly currencySymbol: string;
  readonly checkoutId: string;
  /** Null until read: the device is read once, at the visit's first send, so a retry's payload is the same. */
  readonly client: GuestDevice | null;
  /** The selection being bought; null when it is out of date. Never changes on this page. */
  readonly order: CheckoutOrder | null;
  readonly outOfDateReason: OutOfDateReason | 'server-conflict' | null;
  /** The figures of the promoter popup while it shows. */
  readonly promoterPopup: PromoterWin | null;
  /** The attempt being sent, or last sent. */
  readonly attempt: OrderAttempt | null;
  /** Every idempotency key used on this visit, with the payload it was used for. */
  readonly keys: readonly UsedKey[];
  /** Why the last order was not placed: the payment error modal's message. */
  readonly orderError: BottleOrderError | null;
  readonly orderId: string | null;
  /** The buyer's order secret from the create's answer: the payment page hands it to the confirmation, for the table's code. */
  readonly orderSecret: string | null;
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

/** What the payment page needs from the created order (bottle-storage.ts writes it). */
export interface KeepOrderParams {
  readonly response: BottleOrderResponse;
  readonly quote: BottleQuote;
}

/** The summary the page shows now, promoter discount included. */
export function bottleCheckoutQuote(context: Pick<BottleCheckoutContext, 'order' | 'settings' | 'promoter'>): BottleQuote | null {
  return context.order === null ? null : checkoutQuote(context.order, context.settings, context.promoter);
}

/** The server says the selection no longer matches its prices or stock. */
const isConflict = (error: ApiError): boolean => error._tag === 'HttpError' && error.status === 409;

export function orderEvent(output: Result<BottleOrderResponse, ApiError>): BottleCheckoutEvent {
  if (output.ok) return { type: 'api.orderCreated', response: output.value };
  return isConflict(output.error) ? { type: 'api.orderOutOfDate' } : { type: 'api.orderFailed', error: output.error };
}

/** The promoter check's answer as this machine's event. */
export const promoterEvent = promoterAnswerEvent;

/** The form's fields in error, its phone number judged by the rules' last reading of it. */
const formErrors = (context: Pick<BottleCheckoutContext, 'form' | 'phoneReading'>) =>
  validateBottleCheckoutForm(context.form, phoneRulesOf(context.phoneReading));

export function attemptQuote(context: Pick<BottleCheckoutContext, 'attempt'>): BottleQuote {
  if (context.attempt === null) throw new Error('bottleCheckout: order created without an attempt');
  return context.attempt.quote;
}

const editingForm = stateIn('#bottleCheckout.checkout.form.editing');

export const bottleCheckoutSetup = setup({
  types: {
    input: {} as BottleCheckoutInput,
    context: {} as BottleCheckoutContext,
    events: {} as BottleCheckoutEvent,
  },
  actors: {
    createBottleOrder: fromPromise<Result<BottleOrderResponse, ApiError>, CreateBottleOrderInput>(
      notProvided('bottleCheckout', 'actor createBottleOrder'),
    ),
    validatePromoterCode: fromPromise<Result<PromoterValidation, ApiError>, { readonly promoterIGname: string }>(
      notProvided('bottleCheckout', 'actor validatePromoterCode'),
    ),
  },
  guards: {
    orderIsCurrent: ({ context }) => context.order !== null,
    formInvalid: ({ context }) => formErrors(context).length > 0,
    showingErrors: ({ context }) => context.fieldErrors.length > 0,
    promoterBeingChecked: stateIn('#bottleCheckout.checkout.promoter.validating'),
    hasPromoterCode: ({ context }) => hasPromoterCode(context),
    promoterCodeChanged: ({ context }) => promoterCodeChanged(context),
    promoterFieldEdited: ({ context, event }) => promoterFieldEdited(context, event),
    editingForm,
  },
  actions: {
    readPhone: notProvided<(_: unknown, params: ReadPhoneParams) => void>('bottleCheckout', 'action readPhone'),
    keepOrder: notProvided<(_: unknown, params: KeepOrderParams) => void>('bottleCheckout', 'action keepOrder'),
    // Routing lives in the app.
    navigate: notProvided<(_: unknown, params: { readonly to: string }) => void>('bottleCheckout', 'action navigate'),

    editField: assign({ form: ({ context, event }) => editedForm(context.form, event) }),
    // The rules are asked again only when the number changed since they last read it.
    readPhoneField: enqueueActions(({ context, enqueue }) => {
      const params = phoneToRead(context.form.resClientPhoneNumber, context.phoneReading);
      if (params !== null) enqueue({ type: 'readPhone', params });
    }),
    showFieldErrors: assign(({ context }) => {
      const fieldErrors = formErrors(context);
      return { fieldErrors, firstInvalid: fieldErrors[0] ?? null };
    }),
    // After a failed submit the field marks follow the guest's corrections; firstInvalid (what the
    // alert names) belongs to that submit and stays until the alert is dismissed or the next submit.
    refreshFieldErrors: assign({ fieldErrors: ({ context }) => formErrors(context) }),
    clearAlert: assign({ firstInvalid: null }),
    // The edge reads the device (bottle-checkout-wiring.ts); as is, a device nobody read.
    readDevice: assign({ client: unknownDevice }),
    readDeviceOnce: enqueueActions(({ context, enqueue }) => {
      if (context.client === null) enqueue('readDevice');
    }),
    startAttempt: assign(({ context }) => {
      if (context.order === null) throw new Error('bottleCheckout: submitting without an order');
      const quote = checkoutQuote(context.order, context.settings, context.promoter);
      const payload = buildBottleOrderPayload({
        form: context.form,
        order: context.order,
        quote,
        settings: context.settings,
        promoter: context.promoter,
        client: context.client ?? unknownDevice,
        phone: phoneRulesOf(context.phoneReading),
        exponent: currencyExponent(context.currencySymbol),
      });
      if (!payload.ok) throw new Error('bottleCheckout: submitting an invalid form');
      return { ...nextAttempt(context.checkoutId, context.keys, payload.value, quote), fieldErrors: [], firstInvalid: null };
    }),
    showOrderError: assign({ orderError: ({ event }) => (event.type === 'api.orderFailed' ? bottleOrderError(event.error) : null) }),
    clearOrderError: assign({ orderError: null }),
    markServerConflict: assign({ outOfDateReason: 'server-conflict' as const }),
    rememberOrderId: assign(({ event }) =>
      event.type === 'api.orderCreated' ? { orderId: event.response._id, orderSecret: event.response.orderSecret ?? null } : {},
    ),
    checkPromoterCode: assign({ promoterCode: ({ context }) => context.form.promoterIGname.trim(), promoter: null, promoterPopup: null }),
    applyPromoter: assign(({ context, event }) => {
      if (event.type !== 'api.promoterValidated' || context.order === null) return {};
      const quote = checkoutQuote(context.order, context.settings, event.discount);
      return {
        promoter: event.discount,
        promoterPopup: { discount: quote.promoterDiscount, total: quote.total },
      };
    }),
    dropPromoter: assign({ promoter: null, promoterCode: null, promoterPopup: null }),
    dismissPromoterPopup: assign({ promoterPopup: null }),
  },
});

export function initialBottleCheckoutContext(input: BottleCheckoutInput): BottleCheckoutContext {
  const order = prepareBottleCheckout(input.selection, visibleCatalog(input.catalog), input.settings);
  return {
    settings: input.settings,
    currencySymbol: input.currencySymbol,
    checkoutId: input.checkoutId,
    client: input.client ?? null,
    order: order.ok ? order.value : null,
    outOfDateReason: order.ok ? null : order.error,
    ...initialFormState({ ...emptyBottleCheckoutForm, ...input.prefill }),
    promoterPopup: null,
    attempt: null,
    keys: [],
    orderError: null,
    orderId: null,
    orderSecret: null,
  };
}
