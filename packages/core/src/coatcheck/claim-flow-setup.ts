// The coat check claim machine's vocabulary (docs/product.md#coat-check): input, context, events, the
// effects the edge provides (each failing loudly until it is) and the named guards and actions its
// statechart (claim-flow.machine.ts) is written with.
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { phoneRulesOf, type PhoneReading, type ReadPhoneParams } from '../forms/phone-reading';
import type { CoatCheckItemType, CoatCheckTicket } from '../orders/coatcheck.schema';
import type { ApiError } from '../shared/api-error';
import { unknownDevice, type GuestDevice } from '../shared/device';
import type { FieldError } from '../shared/form-validation';
import { notProvided } from '../shared/not-provided';
import type { Result } from '../shared/result';
import { nextClaimAttempt, type ClaimAttempt, type UsedClaimKey } from './claim-attempt';
import {
  claimPayloadOf,
  emptyClaimForm,
  stepItem,
  validateClaimForm,
  type ClaimField,
  type ClaimForm,
  type ClaimTextField,
} from './claim-form';
import { claimFailure, type ClaimFailure } from './claim-texts';

export interface ClaimFlowInput {
  /** A fresh random id per visit of the page; idempotency keys are built from it. */
  readonly seed: string;
  /**
   * The kiosk's device when it is known at the start (a test, a replay). A page drawn on the server knows
   * none: its wiring reads the device at the visit's first send instead (`readDevice`).
   */
  readonly client?: GuestDevice;
}

export interface ClaimFlowContext {
  readonly seed: string;
  /** Null until read: the device is read once, at the visit's first send, so a retry's payload is the same. */
  readonly client: GuestDevice | null;
  readonly form: ClaimForm;
  readonly phoneReading: PhoneReading | null;
  /** Every invalid field after a submit, in form order, kept current as the guest corrects them. */
  readonly fieldErrors: readonly FieldError<ClaimField>[];
  /** The first invalid field at the last submit: the page focuses it and its alert names it, until dismissed. */
  readonly firstInvalid: FieldError<ClaimField> | null;
  /** Keys used for this guest, with their payloads: the same payload is a retry and reuses its key. */
  readonly keys: readonly UsedClaimKey[];
  /** Keys handed out on this visit, every guest included: a key is never used for two guests. */
  readonly keyCount: number;
  readonly attempt: ClaimAttempt | null;
  /** Why the last send made no ticket. */
  readonly failure: ClaimFailure | null;
  readonly ticket: CoatCheckTicket | null;
  /** Guests served on this visit: the page starts each one on a fresh form. */
  readonly guest: number;
}

export type ClaimFlowEvent =
  | { readonly type: 'guest.editField'; readonly field: ClaimTextField; readonly value: string }
  | { readonly type: 'guest.moreItems'; readonly itemType: CoatCheckItemType }
  | { readonly type: 'guest.fewerItems'; readonly itemType: CoatCheckItemType }
  | { readonly type: 'guest.submit' }
  | { readonly type: 'guest.dismissAlert' }
  | { readonly type: 'guest.pay' }
  | { readonly type: 'guest.nextGuest' }
  | { readonly type: 'api.claimCreated'; readonly ticket: CoatCheckTicket }
  | { readonly type: 'api.claimFailed'; readonly error: ApiError };

export type CheckInInput = ClaimAttempt;

export const claimEvent = (output: Result<CoatCheckTicket, ApiError>): ClaimFlowEvent =>
  output.ok ? { type: 'api.claimCreated', ticket: output.value } : { type: 'api.claimFailed', error: output.error };

/** Whether the claim's fee is still to pay (the payment page takes it). */
export const claimPaymentDue = (ticket: CoatCheckTicket | null): boolean => ticket !== null && ticket.total > 0 && ticket.status !== 'paid';

const formErrors = (context: Pick<ClaimFlowContext, 'form' | 'phoneReading'>) =>
  validateClaimForm(context.form, phoneRulesOf(context.phoneReading));

/** A new guest: nothing of the previous one is kept, only the visit's seed and key count. */
const freshGuest = (context: Pick<ClaimFlowContext, 'seed' | 'client' | 'keyCount' | 'guest'>): ClaimFlowContext => ({
  seed: context.seed,
  client: context.client,
  keyCount: context.keyCount,
  guest: context.guest,
  form: emptyClaimForm,
  phoneReading: null,
  fieldErrors: [],
  firstInvalid: null,
  keys: [],
  attempt: null,
  failure: null,
  ticket: null,
});

export const initialClaimContext = (input: ClaimFlowInput): ClaimFlowContext =>
  freshGuest({ seed: input.seed, client: input.client ?? null, keyCount: 0, guest: 1 });

export const claimFlowSetup = setup({
  types: { input: {} as ClaimFlowInput, context: {} as ClaimFlowContext, events: {} as ClaimFlowEvent },
  actors: {
    checkIn: fromPromise<Result<CoatCheckTicket, ApiError>, CheckInInput>(notProvided('claimFlow', 'actor checkIn')),
  },
  guards: {
    formInvalid: ({ context }) => formErrors(context).length > 0,
    showingErrors: ({ context }) => context.fieldErrors.length > 0,
    paymentDue: ({ context }) => claimPaymentDue(context.ticket),
  },
  actions: {
    readPhone: notProvided<(_: unknown, params: ReadPhoneParams) => void>('claimFlow', 'action readPhone'),
    // Routing lives in the app.
    navigate: notProvided<(_: unknown, params: { readonly to: string }) => void>('claimFlow', 'action navigate'),
    // The edge reads the device (claim-flow-wiring.ts); as is, a device nobody read.
    readDevice: assign({ client: unknownDevice }),
    readDeviceOnce: enqueueActions(({ context, enqueue }) => {
      if (context.client === null) enqueue('readDevice');
    }),

    editForm: assign({
      form: ({ context, event }) => {
        switch (event.type) {
          case 'guest.editField':
            return { ...context.form, [event.field]: event.value };
          case 'guest.moreItems':
            return { ...context.form, items: stepItem(context.form.items, event.itemType, 1) };
          case 'guest.fewerItems':
            return { ...context.form, items: stepItem(context.form.items, event.itemType, -1) };
          default:
            return context.form;
        }
      },
    }),
    // The rules are asked again only when the number changed since they last read it.
    readPhoneField: enqueueActions(({ context, enqueue }) => {
      const raw = context.form.clientPhoneNumber;
      if (context.phoneReading?.raw !== raw) enqueue({ type: 'readPhone', params: { raw } });
    }),
    showFieldErrors: assign(({ context }) => {
      const fieldErrors = formErrors(context);
      return { fieldErrors, firstInvalid: fieldErrors[0] ?? null, failure: null };
    }),
    refreshFieldErrors: assign({ fieldErrors: ({ context }) => formErrors(context) }),
    clearAlert: assign({ firstInvalid: null }),
    startAttempt: assign(({ context }) => {
      const payload = claimPayloadOf(context.form, phoneRulesOf(context.phoneReading), context.client ?? unknownDevice);
      if (!payload.ok) throw new Error('claimFlow: submitting an invalid form');
      return { ...nextClaimAttempt(context, payload.value), fieldErrors: [], firstInvalid: null, failure: null };
    }),
    keepTicket: assign({ ticket: ({ context, event }) => (event.type === 'api.claimCreated' ? event.ticket : context.ticket) }),
    showFailure: assign({ failure: ({ event }) => (event.type === 'api.claimFailed' ? claimFailure(event.error) : null) }),
    nextGuest: assign(({ context }) => freshGuest({ ...context, guest: context.guest + 1 })),
  },
});
