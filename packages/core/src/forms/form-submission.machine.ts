// One machine for the Careers, Contact and StaffAvailability forms (docs/product.md#careers-contact-and-staff-availability):
// form -> validating -> sending (busy: one send for a double click) -> sent, or back to the form with the failure, the
// page keeping everything typed. Each form's core wiring supplies `validate` (its rules, turning the values into the
// payload, or the field errors, both plain data) and `send` (its port call).
import { assign, fromPromise, setup } from 'xstate';
import type { ApiError } from '../shared/api-error';
import type { FieldError } from '../shared/form-validation';
import { notProvided } from '../shared/not-provided';
import { judgedSubmitStates } from './judged-submit';
import type { Result } from '../shared/result';

export interface FormSubmissionContext {
  readonly fieldErrors: readonly FieldError[];
  /** What `validate` made of the last values it accepted; what `send` is given. */
  readonly payload: unknown;
  /** Why the last send failed; the page says so beside the kept form. */
  readonly failure: ApiError | null;
  /** What the venue answered to the send that succeeded. */
  readonly answer: unknown;
}

export type FormSubmissionEvent =
  | { readonly type: 'guest.submit'; readonly values: unknown }
  /** After a sent form: the form again, for another message or another change. */
  | { readonly type: 'guest.startOver' };

export interface ValidateParams {
  readonly values: unknown;
}

export const initialFormSubmission: FormSubmissionContext = { fieldErrors: [], payload: null, failure: null, answer: null };

export const formSubmissionMachine = setup({
  types: {
    context: {} as FormSubmissionContext,
    events: {} as FormSubmissionEvent,
  },
  actors: {
    send: fromPromise<Result<unknown, ApiError>, unknown>(notProvided('formSubmission', 'actor send')),
  },
  actions: {
    /** Sets `payload` (valid) or `fieldErrors` (invalid, payload null) from the submitted values. */
    validate: notProvided<(_: unknown, params: ValidateParams) => void>('formSubmission', 'action validate'),
  },
  guards: {
    formIsValid: ({ context }) => context.payload !== null && context.fieldErrors.length === 0,
  },
}).createMachine({
  id: 'formSubmission',
  context: initialFormSubmission,
  initial: 'form',
  states: {
    ...judgedSubmitStates<unknown>(),
    sending: {
      tags: ['busy'],
      entry: assign({ failure: null }),
      invoke: {
        src: 'send',
        input: ({ context }: { context: FormSubmissionContext }) => context.payload,
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'sent',
            actions: assign({ answer: ({ event }) => (event.output.ok ? event.output.value : null) }),
          },
          { target: 'form', actions: assign({ failure: ({ event }) => (event.output.ok ? null : event.output.error) }) },
        ],
      },
    },
    sent: {
      on: { 'guest.startOver': { target: 'form', actions: assign(initialFormSubmission) } },
    },
  },
});
