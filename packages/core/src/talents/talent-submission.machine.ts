// The talent application (docs/product.md#talent-submissions): form -> validating -> sending (button disabled) -> the
// Confirmation page with type talent, whether the call succeeded or failed.
import { assign, fromPromise, setup } from 'xstate';
import { validateTalentSubmission, type TalentField, type TalentSubmissionFormValues } from './talent-submission-form';
import type { TalentSubmission } from './talent-submission.schema';
import { phoneRulesOf, type PhoneReading, type ReadPhoneParams } from '../forms/phone-reading';
import { confirmationHref } from '../routing/routes';
import type { ApiError } from '../shared/api-error';
import type { FieldError } from '../shared/form-validation';
import { notProvided } from '../shared/not-provided';
import type { Result } from '../shared/result';

/** Where the guest lands after sending: /confirmation?type=talent. */
export const TALENT_CONFIRMATION_HREF = confirmationHref('talent');

export interface TalentSubmissionContext {
  /** What the phone rules said about the number of the last submit. */
  readonly phoneReading: PhoneReading | null;
  readonly fieldErrors: readonly FieldError<TalentField>[];
  readonly submission: TalentSubmission | null;
  /** Why the call failed, for logs; the guest goes to Confirmation anyway. */
  readonly failure: ApiError | null;
}

export type TalentSubmissionEvent = { readonly type: 'guest.submit'; readonly values: TalentSubmissionFormValues };

export const talentSubmissionMachine = setup({
  types: {
    context: {} as TalentSubmissionContext,
    events: {} as TalentSubmissionEvent,
  },
  actors: {
    submit: fromPromise<Result<void, ApiError>, TalentSubmission>(notProvided('talentSubmission', 'actor submit')),
  },
  actions: {
    readPhone: notProvided<(_: unknown, params: ReadPhoneParams) => void>('talentSubmission', 'action readPhone'),
    navigate: notProvided<(_: unknown, params: { readonly to: string }) => void>('talentSubmission', 'action navigate'),
  },
  guards: {
    formIsValid: ({ context }) => context.submission !== null,
  },
}).createMachine({
  id: 'talentSubmission',
  context: { phoneReading: null, fieldErrors: [], submission: null, failure: null },
  initial: 'form',
  states: {
    form: {
      on: {
        'guest.submit': {
          target: 'validating',
          actions: [
            { type: 'readPhone', params: ({ event }) => ({ raw: event.values.talentPhoneNumber }) },
            assign(({ context, event }) => {
              const result = validateTalentSubmission(event.values, phoneRulesOf(context.phoneReading));
              return result.ok ? { submission: result.value, fieldErrors: [] } : { submission: null, fieldErrors: result.error };
            }),
          ],
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
