// The food delivery page (docs/product.md#food-delivery): the cart and the delivery details, checked by
// core's rules, then the order through core's order-flow machine (check, create, fetch, confirm), then the
// payment page. An item the venue refuses is taken out of the cart and reported; the rest stays. The
// flow's calls, the phone rules and navigation are provided (food-delivery-wiring.ts).
import { raise, type SnapshotFrom } from 'xstate';
import { editingSubstates, fieldEdit } from '../forms/checkout-form-state';
import { pathTo } from '../routing/routes';
import { foodDeliverySetup, initialFoodDeliveryContext } from './food-delivery-setup';

export const foodDeliveryMachine = foodDeliverySetup.createMachine({
  id: 'foodDelivery',
  context: ({ input }) => initialFoodDeliveryContext(input),
  invoke: {
    id: 'orderFlow',
    src: 'orderFlow',
    input: ({ context }) => ({ kind: 'food' as const, idempotencySeed: context.idempotencySeed }),
    onSnapshot: { actions: 'reportFlow' },
    // The flow ends only once the order is confirmed.
    onDone: { actions: raise({ type: 'flow.confirmed' }) },
  },
  entry: 'readPhoneField',
  initial: 'ordering',
  states: {
    ordering: {
      initial: 'editing',
      states: {
        editing: {
          ...editingSubstates,
          on: {
            'guest.addItem': [{ guard: 'showingErrors', actions: ['addItem', 'refreshFieldErrors'] }, { actions: 'addItem' }],
            'guest.removeItem': [{ guard: 'showingErrors', actions: ['removeItem', 'refreshFieldErrors'] }, { actions: 'removeItem' }],
            'guest.editField': fieldEdit,
            'guest.submit': [
              { guard: 'orderInvalid', target: '.invalid', actions: 'showFieldErrors' },
              { target: 'submitting', actions: ['clearMessages', 'readDevice', 'sendOrder'] },
            ],
          },
        },
        // Busy: guest.submit is not handled here, so a double click sends one order.
        submitting: {
          tags: ['busy'],
          on: {
            // Placing the order is the guest's consent; the payment page shows the venue's figures before any charge.
            'flow.reviewing': { actions: ['rememberOrderId', 'confirmOrder'] },
            'flow.confirmed': {
              // The flow confirms only an order it has read, whose id its reviewing report gave.
              guard: 'orderKnown',
              target: '#foodDelivery.paying',
              actions: {
                type: 'navigate',
                params: ({ context }) => ({ to: pathTo('Payment', { paymentType: 'food', orderId: context.orderId ?? '' }) }),
              },
            },
            'flow.failed': [
              { guard: 'itemRefused', target: 'editing', actions: ['takeOutRefusedItem', 'editOrder'] },
              { guard: 'refusedBeforeOrder', target: 'editing', actions: ['showRefusal', 'editOrder'] },
              { guard: { type: 'failedAs', params: 'temporary' }, target: 'failed.temporary', actions: 'rememberFailure' },
              { guard: { type: 'failedAs', params: 'rejected' }, target: 'failed.rejected', actions: 'rememberFailure' },
              { target: 'failed.unreadable', actions: 'rememberFailure' },
            ],
          },
        },
        // What was entered stays as it is; only the flow's own way out is offered.
        failed: {
          tags: ['error'],
          // Always entered at one of its states (the flow's failure kind).
          initial: 'temporary',
          states: {
            temporary: { on: { 'guest.retry': { target: '#foodDelivery.ordering.submitting', actions: ['clearMessages', 'retryOrder'] } } },
            // A refused fetch or confirm: the order exists, so it can be asked again.
            rejected: { on: { 'guest.retry': { target: '#foodDelivery.ordering.submitting', actions: ['clearMessages', 'retryOrder'] } } },
            unreadable: {
              on: { 'guest.startOver': { target: '#foodDelivery.ordering.editing', actions: ['clearMessages', 'startOrderOver'] } },
            },
          },
        },
      },
    },
    paying: { type: 'final' },
  },
});

export type FoodDeliverySnapshot = SnapshotFrom<typeof foodDeliveryMachine>;

/** Whether the cart and the form take changes now (not while the order is on its way or failed). */
export const canEdit = (snapshot: FoodDeliverySnapshot): boolean => snapshot.matches({ ordering: 'editing' });
