// The ticket checkout machine's vocabulary (docs/product.md#tickets): input, context, events, the
// effects the edge provides (failing loudly until it does) and the named guards and actions its
// statechart (ticket-checkout.machine.ts) uses. The order itself runs in core's order-flow machine,
// invoked as the child `order`; this machine feeds it the payload and reads its snapshots.
import { assign, enqueueActions, fromPromise, sendTo, setup, stateIn, type SnapshotFrom } from 'xstate';
import type { PromoterWin } from '../bottles/bottle-messages';
import type { PromoterDiscount, PromoterValidation } from '../bottles/promoter-discount.schema';
import type { TicketType } from '../content/ticket-type.schema';
import { initialFormState, type CheckoutFormState } from '../forms/checkout-form-state';
import { editedForm } from '../forms/form-edit';
import { phoneRulesOf, phoneToRead, type ReadPhoneParams } from '../forms/phone-reading';
import { hasPromoterCode, promoterAnswerEvent, promoterCodeChanged, promoterFieldEdited } from '../promoters/promoter-code-rules';
import { orderFlowMachine, type OrderFailure } from '../orders/order-flow.machine';
import type { ChargeSettings, OrderQuote } from '../orders/order-pricing';
import type { ApiError } from '../shared/api-error';
import { notProvided } from '../shared/not-provided';
import type { Result } from '../shared/result';
import { addTicket, emptyTicketCart, fitCart, removeTicket, ticketCount, ticketQuote, withRemaining, type TicketCart } from './ticket-cart';
import {
  emptyTicketCheckoutForm,
  validateTicketCheckoutForm,
  type TicketCheckoutForm,
  type TicketCheckoutTextField,
} from './ticket-checkout-form';
import { sellOutOf } from './ticket-messages';
import { buildTicketOrderPayload } from './ticket-order-payload';
import { unknownDevice, type GuestDevice } from '../shared/device';
import { shortWaitOf, type ShortWait } from '../shared/short-wait';

export interface TicketCheckoutInput {
  readonly eventId: string;
  readonly types: readonly TicketType[];
  readonly settings: ChargeSettings;
  readonly currencySymbol: string;
  /** A fresh random id per visit: the order flow's idempotency seed. */
  readonly checkoutId: string;
  /**
   * The guest's device when it is known at the start (a test, a replay). A page drawn on the server knows
   * none: its wiring reads the device at each send instead (`readDevice`).
   */
  readonly client?: GuestDevice;
  /** The cart the tickets page stored (ticket-storage.ts); null when there is none. */
  readonly stored: TicketCart | null;
  /** Guest details already known (a restored form). */
  readonly prefill?: Partial<TicketCheckoutForm>;
}

/** A failed order step: no answer, wait a moment (asked too often, briefly unavailable), an unreadable answer, or the venue's refusal in its own words. */
export type CheckoutFailure = 'temporary' | ShortWait | 'unreadable' | { readonly refused: string };

export interface TicketCheckoutContext extends CheckoutFormState<TicketCheckoutForm, TicketCheckoutTextField> {
  readonly types: readonly TicketType[];
  readonly settings: ChargeSettings;
  readonly currencySymbol: string;
  readonly checkoutId: string;
  readonly client: GuestDevice;
  readonly cart: TicketCart;
  /** The venue's words when a ticket type sold out between the choice and the order. */
  readonly soldOut: string | null;
  /** The guest asked to place an order with no ticket chosen: the page asks for one. */
  readonly emptyCart: boolean;
  /** Why an order step failed, for the page to word (docs/architecture.md#languages). */
  readonly failureMessage: CheckoutFailure | null;
  readonly orderId: string | null;
  /** The buyer's order secret (the create's answer): carried to the payment page and the confirmation, for the codes. */
  readonly orderSecret: string | null;
  /** What the created order has to pay, from the venue's own copy (ticket-order/{id}). */
  readonly orderTotal: number | null;
}

type Snapshot = SnapshotFrom<typeof orderFlowMachine>;

export type TicketCheckoutEvent =
  | { readonly type: 'guest.editField'; readonly field: TicketCheckoutTextField; readonly value: string }
  | { readonly type: 'guest.setMailingList'; readonly subscribe: boolean }
  | { readonly type: 'guest.more'; readonly ticketId: string }
  | { readonly type: 'guest.fewer'; readonly ticketId: string }
  | { readonly type: 'guest.applyPromoterCode' }
  | { readonly type: 'guest.dismissAlert' }
  | { readonly type: 'guest.submit' }
  | { readonly type: 'guest.retry' }
  | { readonly type: 'guest.closeError' }
  | { readonly type: 'api.promoterValidated'; readonly discount: PromoterDiscount }
  | { readonly type: 'api.promoterRejected' }
  | { readonly type: 'order.reviewing'; readonly orderId: string; readonly orderSecret: string | null; readonly total: number | null }
  | { readonly type: 'order.failed'; readonly failure: OrderFailure };

/** The total as the page shows it now, promoter discount included, and without it (the old price). */
export const checkoutQuote = (context: Pick<TicketCheckoutContext, 'cart' | 'types' | 'settings' | 'promoter'>): OrderQuote =>
  ticketQuote(context.cart, context.types, context.settings, context.promoter);
export const undiscountedQuote = (context: Pick<TicketCheckoutContext, 'cart' | 'types' | 'settings'>): OrderQuote =>
  ticketQuote(context.cart, context.types, context.settings);

/** What a valid promoter code won for the cart as it is now, for the page to word (docs/product.md#error-messages); null without one. */
export function promoterWinOf(context: Pick<TicketCheckoutContext, 'cart' | 'types' | 'settings' | 'promoter'>): PromoterWin | null {
  if (context.promoter === null) return null;
  const quote = checkoutQuote(context);
  return { discount: quote.discount, total: quote.total };
}

/** The promoter check's answer as this machine's event. */
export const promoterEvent = promoterAnswerEvent;

const formErrors = (context: Pick<TicketCheckoutContext, 'form' | 'phoneReading'>) =>
  validateTicketCheckoutForm(context.form, phoneRulesOf(context.phoneReading));

/** The order flow's snapshot as an event for this machine: the order to confirm, or how a step failed. */
export const orderFlowEvent = (snapshot: Snapshot): TicketCheckoutEvent | null => {
  if (snapshot.matches('reviewing') && snapshot.context.orderId !== null)
    return {
      type: 'order.reviewing',
      orderId: snapshot.context.orderId,
      orderSecret: snapshot.context.orderSecret,
      total: snapshot.context.order?.total ?? null,
    };
  if (snapshot.hasTag('error') && snapshot.context.failure !== null) return { type: 'order.failed', failure: snapshot.context.failure };
  return null;
};

const failureOf = (event: TicketCheckoutEvent): OrderFailure | null => (event.type === 'order.failed' ? event.failure : null);

export const ticketCheckoutSetup = setup({
  types: { input: {} as TicketCheckoutInput, context: {} as TicketCheckoutContext, events: {} as TicketCheckoutEvent },
  actors: {
    orderFlow: orderFlowMachine,
    validatePromoter: fromPromise<Result<PromoterValidation, ApiError>, { readonly promoterIGname: string; readonly eventId: string }>(
      notProvided('ticketCheckout', 'actor validatePromoter'),
    ),
  },
  guards: {
    hasTickets: ({ context }) => ticketCount(context.cart) > 0,
    cartEmpty: ({ context }) => ticketCount(context.cart) === 0,
    formInvalid: ({ context }) => formErrors(context).length > 0,
    showingErrors: ({ context }) => context.fieldErrors.length > 0,
    promoterBeingChecked: stateIn('#ticketCheckout.checkout.promoter.validating'),
    editingForm: stateIn('#ticketCheckout.checkout.form.editing'),
    hasPromoterCode: ({ context }) => hasPromoterCode(context),
    promoterCodeChanged: ({ context }) => promoterCodeChanged(context),
    promoterFieldEdited: ({ context, event }) => promoterFieldEdited(context, event),
    soldOut: ({ event }) => {
      const failure = failureOf(event);
      return failure !== null && sellOutOf(failure) !== null;
    },
    failedAs: ({ event }, kind: OrderFailure['kind']) => failureOf(event)?.kind === kind,
    orderKnown: ({ context }) => context.orderId !== null,
    nothingDue: ({ context }) => context.orderTotal === 0,
  },
  actions: {
    readPhone: notProvided<(_: unknown, params: ReadPhoneParams) => void>('ticketCheckout', 'action readPhone'),
    /** The order exists: the stored cart has done its job. */
    forgetCart: notProvided<() => void>('ticketCheckout', 'action forgetCart'),
    navigate: notProvided<(_: unknown, params: { readonly to: string }) => void>('ticketCheckout', 'action navigate'),
    // Before each send; the edge may read the device then (ticket-checkout-wiring.ts). As is, the input's stays.
    readDevice: assign({ client: ({ context }) => context.client }),

    editField: assign({ form: ({ context, event }) => editedForm(context.form, event) }),
    readPhoneField: enqueueActions(({ context, enqueue }) => {
      const params = phoneToRead(context.form.clientPhoneNumber, context.phoneReading);
      if (params !== null) enqueue({ type: 'readPhone', params });
    }),
    changeCart: assign({
      cart: ({ context, event }) => {
        if (event.type === 'guest.fewer') return removeTicket(context.cart, event.ticketId);
        const type = event.type === 'guest.more' ? context.types.find((t) => t._id === event.ticketId) : undefined;
        return type === undefined ? context.cart : addTicket(context.cart, type);
      },
      soldOut: null,
    }),
    showFieldErrors: assign(({ context }) => {
      const fieldErrors = formErrors(context);
      return { fieldErrors, firstInvalid: fieldErrors[0] ?? null };
    }),
    refreshFieldErrors: assign({ fieldErrors: ({ context }) => formErrors(context) }),
    showNoTickets: assign({ firstInvalid: null, emptyCart: true }),
    clearAlert: assign({ firstInvalid: null, emptyCart: false }),
    sendOrder: sendTo('order', ({ context }) => ({
      type: 'guest.submit' as const,
      payload: buildTicketOrderPayload({
        cart: context.cart,
        types: context.types,
        form: context.form,
        promoterCode: context.promoter === null ? null : context.promoterCode,
        client: context.client,
        phone: phoneRulesOf(context.phoneReading),
      }),
    })),
    startSending: assign({ fieldErrors: [], firstInvalid: null, emptyCart: false, soldOut: null, failureMessage: null }),
    confirmOrder: sendTo('order', { type: 'guest.confirm' as const }),
    retryOrder: sendTo('order', { type: 'guest.retry' as const }),
    editOrder: sendTo('order', { type: 'guest.edit' as const }),
    startOrderOver: sendTo('order', { type: 'guest.startOver' as const }),
    rememberOrder: assign(({ event }) =>
      event.type === 'order.reviewing' ? { orderId: event.orderId, orderSecret: event.orderSecret, orderTotal: event.total } : {},
    ),
    // The sold-out type now offers what is left; the rest of the cart stays as chosen.
    applySellOut: assign(({ context, event }) => {
      const sellOut = event.type === 'order.failed' ? sellOutOf(event.failure) : null;
      if (sellOut === null) return {};
      const types = sellOut.ticketId === null ? context.types : withRemaining(context.types, sellOut.ticketId, sellOut.remaining);
      return { types, cart: fitCart(context.cart, types), soldOut: sellOut.message };
    }),
    showFailure: assign({
      failureMessage: ({ event }): CheckoutFailure | null => {
        const failure = failureOf(event);
        if (failure === null) return null;
        const wait = shortWaitOf(failure.error);
        if (wait !== null) return wait;
        if (failure.kind === 'temporary') return 'temporary';
        if (failure.kind === 'rejected') return { refused: failure.error.message };
        return 'unreadable';
      },
    }),
    clearFailure: assign({ failureMessage: null }),
    checkPromoterCode: assign({
      promoterCode: ({ context }) => context.form.promoterIGname.trim(),
      promoter: null,
    }),
    applyPromoter: assign({
      promoter: ({ context, event }) => (event.type === 'api.promoterValidated' ? event.discount : context.promoter),
    }),
    dropPromoter: assign({ promoter: null, promoterCode: null }),
  },
});

export function initialTicketCheckoutContext(input: TicketCheckoutInput): TicketCheckoutContext {
  return {
    types: input.types,
    settings: input.settings,
    currencySymbol: input.currencySymbol,
    checkoutId: input.checkoutId,
    client: input.client ?? unknownDevice,
    cart: fitCart(input.stored ?? emptyTicketCart(input.eventId), input.types),
    ...initialFormState({ ...emptyTicketCheckoutForm, ...input.prefill }),
    soldOut: null,
    emptyCart: false,
    failureMessage: null,
    orderId: null,
    orderSecret: null,
    orderTotal: null,
  };
}
