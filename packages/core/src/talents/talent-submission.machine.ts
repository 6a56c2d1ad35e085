// The talent application (spec 4, 8): form -> validating -> sending (button disabled) -> the
// Confirmation page with type talent, whether the call succeeded or failed.
import { assign, fromPromise, setup } from 'xstate';
import { validateTalentSubmission, type TalentField, type TalentSubmissionFormValues } from './talent-submission-form';
import type { TalentSubmission } from './talent-submission.schema';
import type { PhonePort } from '../ports/phone.port';
import { confirmationHref } from '../routing/routes';
import type { ApiError } from '../shared/api-error';
import type { FieldError } from '../shared/form-validation';
import type { Result } from '../shared/result';

/** Where the guest lands after sending: /confirmation?type=talent. */
export const TALENT_CONFIRMATION_HREF = confirmationHref('talent');

export interface TalentSubmissionInput {
  readonly phone: PhonePort;
}

export interface TalentSubmissionContext {
  readonly phone: PhonePort;
  readonly fieldErrors: readonly FieldError<TalentField>[];
  readonly submission: TalentSubmission | null;
  /** Why the call failed, for logs; the guest goes to Confirmation anyway (spec 8). */
  readonly failure: ApiError | null;
}

export type TalentSubmissionEvent = { readonly type: 'guest.submit'; readonly values: TalentSubmissionFormValues };

const notProvided = (name: string) => (): never => {
  throw new Error(`talentSubmission: ${name} not provided`);
};

export const talentSubmissionMachine = setup({
  types: {
    context: {} as TalentSubmissionContext,
    events: {} as TalentSubmissionEvent,
    input: {} as TalentSubmissionInput,
  },
  actors: {
    submit: fromPromise<Result<void, ApiError>, TalentSubmission>(notProvided('actor submit')),
  },
  actions: {
    navigate: notProvided('action navigate') as (_: unknown, params: { readonly to: string }) => void,
  },
  guards: {
    formIsValid: ({ context }) => context.submission !== null,
  },
}).createMachine({
  id: 'talentSubmission',
  context: ({ input }) => ({ phone: input.phone, fieldErrors: [], submission: null, failure: null }),
  initial: 'form',
  states: {
    form: {
      on: {
        'guest.submit': {
          target: 'validating',
          actions: assign(({ context, event }) => {
            const result = validateTalentSubmission(event.values, context.phone);
            return result.ok ? { submission: result.value, fieldErrors: [] } : { submission: null, fieldErrors: result.error };
          }),
        },
      },
    },
    validating: {
      always: [{ guard: 'formIsValid', target: 'sending' }, { target: 'form' }],
    },
    sending: {
      // The Submit button reads hasTag('busy') to disable itself and show its spinner.
      tags: ['busy'],
      // Expected failures arrive as Result values; a rejected promise is a bug and fails the actor.
      invoke: {
        src: 'submit',
        input: ({ context }) => context.submission as TalentSubmission,
        onDone: {
          target: 'confirmation',
          actions: assign({ failure: ({ event }) => (event.output.ok ? null : event.output.error) }),
        },
      },
    },
    confirmation: {
      type: 'final',
      entry: { type: 'navigate', params: { to: TALENT_CONFIRMATION_HREF } },
    },
  },
});
