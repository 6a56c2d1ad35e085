// The ticket checkout (docs/product.md#tickets): the cart kept from the tickets page, the guest's
// details, the promoter code, and the order through core's order flow (price check, create, fetch,
// confirm), then the payment page, or the confirmation when nothing is due (free tickets). Three
// regions run side by side: the form, the promoter code and the invoked order flow.
import { checkoutEditing } from '../forms/checkout-form-state';
import { and, enqueueActions, type SnapshotFrom } from 'xstate';
import { confirmationHref, paymentHref } from '../routing/routes';
import { initialTicketCheckoutContext, orderFlowEvent, promoterEvent, ticketCheckoutSetup } from './ticket-checkout-setup';

export const ticketCheckoutMachine = ticketCheckoutSetup.createMachine({
  id: 'ticketCheckout',
  context: ({ input }) => initialTicketCheckoutContext(input),
  initial: 'preparing',
  states: {
    preparing: {
      always: [{ guard: 'hasTickets', target: 'checkout' }, { target: 'noTickets' }],
    },
    /** Nothing chosen (or nothing the venue still sells): the page leads back to the tickets. */
    noTickets: {},
    checkout: {
      type: 'parallel',
      entry: 'readPhoneField',
      invoke: {
        id: 'order',
        src: 'orderFlow',
        input: ({ context }) => ({ kind: 'tickets' as const, idempotencySeed: context.checkoutId }),
        onSnapshot: {
          actions: enqueueActions(({ event, enqueue }) => {
            const next = orderFlowEvent(event.snapshot);
            if (next !== null) enqueue.raise(next);
          }),
        },
        onDone: [
          // The flow ends only after the confirm of a created order; the guards keep a stray end harmless.
          {
            guard: and(['orderKnown', 'nothingDue']),
            target: 'leaving',
            actions: [
              'forgetCart',
              {
                type: 'navigate',
                params: ({ context }) => ({ to: confirmationHref('tickets', context.orderId ?? '', context.orderSecret) }),
              },
            ],
          },
          {
            guard: 'orderKnown',
            target: 'leaving',
            actions: [
              'forgetCart',
              {
                type: 'navigate',
                params: ({ context }) => ({ to: paymentHref('tickets', context.orderId ?? '', context.orderSecret) }),
              },
            ],
          },
        ],
      },
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: checkoutEditing({
              'guest.more': { actions: 'changeCart' },
              'guest.fewer': { actions: 'changeCart' },
              'guest.submit': [
                { guard: 'formInvalid', target: '.invalid', actions: 'showFieldErrors' },
                { guard: 'cartEmpty', target: '.invalid', actions: 'showNoTickets' },
                // The discount being checked would change the total: wait for it (the page shows busy).
                { guard: 'promoterBeingChecked' },
                { target: 'sending', actions: ['startSending', 'readDevice', 'sendOrder'] },
              ],
            }),
            // The order flow is busy: another submit (a double click) is ignored here and there.
            sending: {
              tags: ['busy'],
              on: {
                'order.reviewing': { actions: ['rememberOrder', 'confirmOrder'] },
                'order.failed': [
                  { guard: 'soldOut', target: 'editing', actions: ['applySellOut', 'editOrder'] },
                  { guard: { type: 'failedAs', params: 'temporary' }, target: 'interrupted', actions: 'showFailure' },
                  { guard: { type: 'failedAs', params: 'rejected' }, target: 'refused', actions: 'showFailure' },
                  { target: 'unreadable', actions: 'showFailure' },
                ],
              },
            },
            /** No answer, or a server error: the same order again, with the same key. */
            interrupted: {
              tags: ['error'],
              on: { 'guest.retry': { target: 'sending', actions: ['clearFailure', 'retryOrder'] } },
            },
            /** The venue refused (its message shown): edit and send again. */
            refused: {
              tags: ['error'],
              on: { 'guest.closeError': { target: 'editing', actions: ['clearFailure', 'editOrder'] } },
            },
            unreadable: {
              tags: ['error'],
              on: { 'guest.closeError': { target: 'editing', actions: ['clearFailure', 'startOrderOver'] } },
            },
          },
        },
        // A code is checked on Apply, Enter or leaving the field, once per code; editing it drops the discount.
        promoter: {
          initial: 'unvalidated',
          on: {
            'guest.editField': { guard: and(['editingForm', 'promoterFieldEdited']), target: '.unvalidated', actions: 'dropPromoter' },
            'guest.applyPromoterCode': {
              guard: and(['editingForm', 'hasPromoterCode', 'promoterCodeChanged']),
              target: '.validating',
              actions: 'checkPromoterCode',
            },
          },
          states: {
            unvalidated: {},
            validating: {
              tags: ['busy'],
              invoke: {
                src: 'validatePromoter',
                input: ({ context }) => ({ promoterIGname: context.promoterCode ?? '', eventId: context.cart.eventId }),
                onDone: { actions: enqueueActions(({ event, enqueue }) => enqueue.raise(promoterEvent(event.output))) },
              },
              on: {
                'api.promoterValidated': { target: 'valid', actions: 'applyPromoter' },
                'api.promoterRejected': { target: 'unvalidated', actions: 'dropPromoter' },
              },
            },
            valid: {},
          },
        },
      },
    },
    leaving: { type: 'final' },
  },
});

/** Whether the submit button does anything now: nothing in flight, no failure shown. */
export const canSubmit = (snapshot: SnapshotFrom<typeof ticketCheckoutMachine>): boolean =>
  !snapshot.hasTag('busy') && snapshot.matches({ checkout: { form: 'editing' } });
