// Turns one form's rules and port call into the form-submission machine's effects
// (docs/product.md#careers-contact-and-staff-availability). The casts stay here: `validate` puts a
// `Payload` in the context, so `send` is only ever given one.
import { assign, fromPromise } from 'xstate';
import type { ApiError, ApiResult } from '../shared/api-error';
import type { FieldError } from '../shared/form-validation';
import type { Result } from '../shared/result';
import { formSubmissionMachine, type FormSubmissionContext, type ValidateParams } from './form-submission.machine';

export interface FormRules<Values, Payload, Answer> {
  /** The form's rules: the payload, or every invalid field in the form's order. */
  readonly validate: (values: Values) => Result<Payload, readonly FieldError[]>;
  readonly send: (payload: Payload) => ApiResult<Answer>;
}

export const formSubmissionWith = <Values, Payload, Answer>({ validate, send }: FormRules<Values, Payload, Answer>) =>
  formSubmissionMachine.provide({
    actors: { send: fromPromise<Result<unknown, ApiError>, unknown>(({ input }) => send(input as Payload)) },
    actions: {
      validate: assign((_, { values }: ValidateParams): Partial<FormSubmissionContext> => {
        const result = validate(values as Values);
        return result.ok ? { payload: result.value, fieldErrors: [] } : { payload: null, fieldErrors: result.error };
      }),
    },
  });

/** What the venue answered to the sent form, typed as the form's port answers it. */
export const answerOf = <Answer>(context: FormSubmissionContext): Answer | null => context.answer as Answer | null;
