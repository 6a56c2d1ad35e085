// The food delivery machine's vocabulary (docs/product.md#food-delivery): its input, context and events,
// the effects the edge provides (each failing loudly until it is), and the named guards and actions its
// statechart (food-delivery.machine.ts) is written with. The order itself goes through core's order-flow
// machine, invoked as a child: this machine owns the cart and the form, and reads the flow's reports.
import { assign, enqueueActions, sendTo, setup } from 'xstate';
import type { FoodMenuItem } from '../content/food-menu-item.schema';
import { phoneRulesOf, type PhoneReading, type ReadPhoneParams } from '../forms/phone-reading';
import { orderFlowMachine } from '../orders/order-flow.machine';
import type { ChargeSettings } from '../orders/order-pricing';
import { unknownDevice } from '../shared/device';
import type { FieldError } from '../shared/form-validation';
import { notProvided } from '../shared/not-provided';
import { addFoodItem, dropFoodItem, foodCount, foodSelections, removeFoodItem, type FoodCart } from './food-cart';
import {
  emptyFoodDeliveryForm,
  validateFoodDelivery,
  type FoodDeliveryErrorField,
  type FoodDeliveryField,
  type FoodDeliveryForm,
} from './food-delivery-form';
import { deliveryItems, deliveryMenu, findDeliveryItem, type DeliveryCategory } from './food-delivery-menu';
import type { FoodNotice } from './food-delivery-messages';
import { foodOrderPayload, type FoodClientInfo } from './food-order-payload';
import { orderFlowReport, type FlowFailure, type FlowReport } from './food-order-refusal';

export interface FoodDeliveryInput {
  /** GET food-menu-items, as the route loaded it. */
  readonly menu: readonly FoodMenuItem[];
  /** The venue's tax and service settings, for the live estimate. */
  readonly settings: ChargeSettings;
  /** A fresh random id per visit of the page; the order flow builds its idempotency keys from it. */
  readonly idempotencySeed: string;
  /**
   * The guest's device when it is known at the start (a test, a replay). A page drawn on the server knows
   * none: its wiring reads the device at each send instead (`readDevice`).
   */
  readonly client?: FoodClientInfo;
}

export interface FoodDeliveryContext {
  readonly menu: readonly DeliveryCategory[];
  readonly settings: ChargeSettings;
  readonly idempotencySeed: string;
  readonly client: FoodClientInfo;
  readonly cart: FoodCart;
  /** Items the venue refused since the page loaded: shown as no longer available, never added again. */
  readonly unavailable: readonly string[];
  readonly form: FoodDeliveryForm;
  readonly phoneReading: PhoneReading | null;
  /** Every invalid field after a submit, kept current as the guest corrects them. */
  readonly fieldErrors: readonly FieldError<FoodDeliveryErrorField>[];
  /** The first invalid field at the last submit: the page focuses it and its alert names it, until dismissed. */
  readonly firstInvalid: FieldError<FoodDeliveryErrorField> | null;
  /** What the venue said about the last order sent: an item taken out, or its refusal. */
  readonly notice: FoodNotice | null;
  readonly failure: FlowFailure | null;
  readonly orderId: string | null;
}

export type FoodDeliveryEvent =
  | { readonly type: 'guest.addItem'; readonly itemId: string }
  | { readonly type: 'guest.removeItem'; readonly itemId: string }
  | { readonly type: 'guest.editField'; readonly field: FoodDeliveryField; readonly value: string }
  | { readonly type: 'guest.dismissAlert' }
  | { readonly type: 'guest.submit' }
  | { readonly type: 'guest.retry' }
  | { readonly type: 'guest.startOver' }
  | FlowReport;

const orderErrors = (context: FoodDeliveryContext) =>
  validateFoodDelivery(context.form, foodCount(context.cart), phoneRulesOf(context.phoneReading));

const orderable = (context: FoodDeliveryContext): readonly string[] =>
  deliveryItems(context.menu)
    .map((item) => item._id)
    .filter((id) => !context.unavailable.includes(id));

const failureOf = (event: FoodDeliveryEvent): FlowFailure | null => (event.type === 'flow.failed' ? event.failure : null);

export const foodDeliverySetup = setup({
  types: {
    input: {} as FoodDeliveryInput,
    context: {} as FoodDeliveryContext,
    events: {} as FoodDeliveryEvent,
  },
  actors: {
    // Provided with its calls by the wiring (orderFlowWith); as is, its own calls fail loudly.
    orderFlow: orderFlowMachine,
  },
  guards: {
    orderInvalid: ({ context }) => orderErrors(context).length > 0,
    showingErrors: ({ context }) => context.fieldErrors.length > 0,
    itemRefused: ({ event }) => failureOf(event)?.refusedItemId != null,
    // A refused check or create leaves no order: the guest edits and sends again.
    refusedBeforeOrder: ({ event }) => {
      const failure = failureOf(event);
      return failure?.kind === 'rejected' && (failure.step === 'check' || failure.step === 'create');
    },
    orderKnown: ({ context }) => context.orderId !== null,
    failedAs: ({ event }, kind: FlowFailure['kind']) => failureOf(event)?.kind === kind,
  },
  actions: {
    readPhone: notProvided<(_: unknown, params: ReadPhoneParams) => void>('foodDelivery', 'action readPhone'),
    navigate: notProvided<(_: unknown, params: { readonly to: string }) => void>('foodDelivery', 'action navigate'),
    // Before each send; the edge may read the device then (food-delivery-wiring.ts). As is, the input's stays.
    readDevice: assign({ client: ({ context }) => context.client }),

    reportFlow: enqueueActions(({ event, enqueue }) => {
      if (!('snapshot' in event)) return;
      const report = orderFlowReport(event.snapshot as Parameters<typeof orderFlowReport>[0]);
      if (report !== null) enqueue.raise(report);
    }),
    addItem: assign({
      cart: ({ context, event }) =>
        event.type === 'guest.addItem' ? addFoodItem(context.cart, event.itemId, orderable(context)) : context.cart,
    }),
    removeItem: assign({
      cart: ({ context, event }) => (event.type === 'guest.removeItem' ? removeFoodItem(context.cart, event.itemId) : context.cart),
    }),
    editField: assign({
      form: ({ context, event }) => (event.type === 'guest.editField' ? { ...context.form, [event.field]: event.value } : context.form),
    }),
    // The rules are asked again only when the number changed since they last read it.
    readPhoneField: enqueueActions(({ context, enqueue }) => {
      const raw = context.form.clientPhoneNumber;
      if (context.phoneReading?.raw !== raw) enqueue({ type: 'readPhone', params: { raw } });
    }),
    showFieldErrors: assign(({ context }) => {
      const fieldErrors = orderErrors(context);
      return { fieldErrors, firstInvalid: fieldErrors[0] ?? null, notice: null };
    }),
    refreshFieldErrors: assign({ fieldErrors: ({ context }) => orderErrors(context) }),
    clearAlert: assign({ firstInvalid: null }),
    clearMessages: assign({ fieldErrors: [], firstInvalid: null, notice: null, failure: null }),
    sendOrder: sendTo('orderFlow', ({ context }) => ({
      type: 'guest.submit' as const,
      payload: foodOrderPayload(
        foodSelections(context.cart, context.menu),
        context.form,
        phoneRulesOf(context.phoneReading),
        context.client,
      ),
    })),
    confirmOrder: sendTo('orderFlow', { type: 'guest.confirm' as const }),
    retryOrder: sendTo('orderFlow', { type: 'guest.retry' as const }),
    editOrder: sendTo('orderFlow', { type: 'guest.edit' as const }),
    startOrderOver: sendTo('orderFlow', { type: 'guest.startOver' as const }),
    takeOutRefusedItem: assign(({ context, event }) => {
      const itemId = failureOf(event)?.refusedItemId;
      if (itemId == null) return {};
      const name = findDeliveryItem(context.menu, itemId)?.name ?? null;
      return {
        cart: dropFoodItem(context.cart, itemId),
        unavailable: context.unavailable.includes(itemId) ? context.unavailable : [...context.unavailable, itemId],
        notice: { kind: 'item-removed' as const, name },
      };
    }),
    showRefusal: assign({ notice: ({ event }): FoodNotice => ({ kind: 'refused', message: failureOf(event)?.message ?? null }) }),
    rememberFailure: assign({ failure: ({ event }) => failureOf(event) }),
    rememberOrderId: assign({ orderId: ({ context, event }) => (event.type === 'flow.reviewing' ? event.orderId : context.orderId) }),
  },
});

export function initialFoodDeliveryContext(input: FoodDeliveryInput): FoodDeliveryContext {
  return {
    menu: deliveryMenu(input.menu),
    settings: input.settings,
    idempotencySeed: input.idempotencySeed,
    client: input.client ?? unknownDevice,
    cart: {},
    unavailable: [],
    form: emptyFoodDeliveryForm,
    phoneReading: null,
    fieldErrors: [],
    firstInvalid: null,
    notice: null,
    failure: null,
    orderId: null,
  };
}
