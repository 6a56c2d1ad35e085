// The bottle checkout page (docs/product.md#bottle-checkout): the form and its validation, the promoter code, the
// order creation with status Pending, then the payment page. Two regions run side by side: the
// form (editing -> submitting -> failed) and the promoter code (unvalidated -> validating -> valid).
// The calls, storage, phone rules and navigation are provided (bottle-checkout-wiring.ts).
import { checkoutEditing } from '../forms/checkout-form-state';
import { and, raise, type SnapshotFrom } from 'xstate';
import { pathTo, paymentHref } from '../routing/routes';
import { attemptQuote, bottleCheckoutSetup, initialBottleCheckoutContext, orderEvent, promoterEvent } from './bottle-checkout-setup';

export const bottleCheckoutMachine = bottleCheckoutSetup.createMachine({
  id: 'bottleCheckout',
  context: ({ input }) => initialBottleCheckoutContext(input),
  initial: 'preparing',
  states: {
    preparing: {
      always: [{ guard: 'orderIsCurrent', target: 'checkout' }, { target: 'outOfDate' }],
    },
    checkout: {
      type: 'parallel',
      entry: 'readPhoneField',
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: checkoutEditing({
              'guest.submit': [
                { guard: 'formInvalid', target: '.invalid', actions: 'showFieldErrors' },
                // The discount being checked would change the total: wait for it (the page shows busy).
                { guard: 'promoterBeingChecked' },
                { target: 'submitting', actions: ['readDeviceOnce', 'startAttempt'] },
              ],
            }),
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
                  actions: [
                    { type: 'keepOrder', params: ({ context, event }) => ({ response: event.response, quote: attemptQuote(context) }) },
                    'rememberOrderId',
                    {
                      type: 'navigate',
                      params: ({ event }) => ({ to: paymentHref('bottles', event.response._id, event.response.orderSecret) }),
                    },
                  ],
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
                'guest.applyPromoterCode': {
                  guard: and(['editingForm', 'hasPromoterCode']),
                  target: 'validating',
                  actions: 'checkPromoterCode',
                },
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
      on: { 'guest.chooseBottlesAgain': { target: 'left', actions: { type: 'navigate', params: { to: pathTo('Bottles') } } } },
    },
    paying: { type: 'final' },
    left: { type: 'final' },
  },
});

/** Whether Pay Now does anything now: no call in flight and no modal open. */
export const canSubmit = (snapshot: SnapshotFrom<typeof bottleCheckoutMachine>): boolean =>
  !snapshot.hasTag('busy') && snapshot.matches({ checkout: { form: 'editing' } });
