// The coat check claim at the door (docs/product.md#coat-check): the form and its rules, one send per
// claim (idempotency keys), the ticket shown, then the payment page when a fee is due, or the next
// guest on a fresh form. The call, the phone rules and navigation are provided (claim-flow-wiring.ts).
import { raise, type SnapshotFrom } from 'xstate';
import { editingSubstates } from '../forms/checkout-form-state';
import { paymentHref } from '../routing/routes';
import { requiredIn } from '../shared/required';
import { claimEvent, claimFlowSetup, initialClaimContext } from './claim-flow-setup';

// Inside submitting the attempt is set by construction.
const required = requiredIn('claimFlow');

export const claimFlowMachine = claimFlowSetup.createMachine({
  id: 'claimFlow',
  context: ({ input }) => initialClaimContext(input),
  initial: 'editing',
  states: {
    editing: {
      entry: 'readPhoneField',
      initial: editingSubstates.initial,
      // Beside the checkouts' ready and invalid: failed, why the last send made no ticket.
      states: { ...editingSubstates.states, failed: { tags: ['error'] } },
      on: {
        'guest.editField': [
          { guard: 'showingErrors', actions: ['editForm', 'readPhoneField', 'refreshFieldErrors'] },
          { actions: ['editForm', 'readPhoneField'] },
        ],
        'guest.moreItems': [{ guard: 'showingErrors', actions: ['editForm', 'refreshFieldErrors'] }, { actions: 'editForm' }],
        'guest.fewerItems': [{ guard: 'showingErrors', actions: ['editForm', 'refreshFieldErrors'] }, { actions: 'editForm' }],
        'guest.submit': [
          { guard: 'formInvalid', target: '.invalid', actions: 'showFieldErrors' },
          { target: 'submitting', actions: ['readDeviceOnce', 'startAttempt'] },
        ],
        // Start over: the previous guest's half-filled form goes.
        'guest.nextGuest': { target: 'editing', reenter: true, actions: 'nextGuest' },
      },
    },
    // Busy: a second tap on submit is not an event this state takes, so one claim is sent.
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'checkIn',
        input: ({ context }) => required(context.attempt, 'attempt'),
        onDone: { actions: raise(({ event }) => claimEvent(event.output)) },
      },
      on: {
        'api.claimCreated': { target: 'claimed', actions: 'keepTicket' },
        'api.claimFailed': { target: 'editing.failed', actions: 'showFailure' },
      },
    },
    claimed: {
      on: {
        'guest.pay': {
          guard: 'paymentDue',
          target: 'paying',
          actions: {
            type: 'navigate',
            params: ({ context }) => ({ to: paymentHref('coat-check', context.ticket?._id ?? '', context.ticket?.orderSecret) }),
          },
        },
        'guest.nextGuest': { target: 'editing', actions: 'nextGuest' },
      },
    },
    paying: { type: 'final' },
  },
});

export type ClaimFlowSnapshot = SnapshotFrom<typeof claimFlowMachine>;

/** Whether the submit button does anything now. */
export const canSendClaim = (snapshot: ClaimFlowSnapshot): boolean => snapshot.matches('editing');
