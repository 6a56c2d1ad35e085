// A guest's new review (docs/product.md#reviews): form -> validating -> sending (busy: one review for a double
// click) -> sent, or back to the form with the failure and everything typed kept, to send again.
import { assign, fromPromise, setup } from 'xstate';
import { validateReview, type ReviewField, type ReviewFormValues, type ReviewTarget } from './review-form';
import type { ReviewComment } from '../content/review-comment.schema';
import type { Review } from '../content/review.schema';
import type { ApiError } from '../shared/api-error';
import type { FieldError } from '../shared/form-validation';
import { judgedSubmitStates, type SubmittedValues } from '../forms/judged-submit';
import { notProvided } from '../shared/not-provided';
import type { Result } from '../shared/result';

export interface ReviewCommentContext {
  readonly target: ReviewTarget;
  readonly fieldErrors: readonly FieldError<ReviewField>[];
  readonly comment: ReviewComment | null;
  /** Why the last send failed; the page says so beside the kept form. */
  readonly failure: ApiError | null;
  readonly stored: Review | null;
}

export type ReviewCommentEvent =
  { readonly type: 'guest.submit'; readonly values: ReviewFormValues } | { readonly type: 'guest.writeAnother' };

export const reviewCommentMachine = setup({
  types: {
    context: {} as ReviewCommentContext,
    events: {} as ReviewCommentEvent,
    input: {} as ReviewTarget,
  },
  actors: {
    send: fromPromise<Result<Review, ApiError>, ReviewComment>(notProvided('reviewComment', 'actor send')),
  },
  actions: {
    validate: assign(({ context }, { values }: SubmittedValues<ReviewFormValues>) => {
      const result = validateReview(context.target, values);
      return result.ok ? { comment: result.value, fieldErrors: [] } : { comment: null, fieldErrors: result.error };
    }),
    /** The page reads the reviews again, so the new one and the new average show. */
    reviewStored: notProvided<() => void>('reviewComment', 'action reviewStored'),
  },
  guards: {
    formIsValid: ({ context }) => context.comment !== null,
  },
}).createMachine({
  id: 'reviewComment',
  context: ({ input }) => ({ target: input, fieldErrors: [], comment: null, failure: null, stored: null }),
  initial: 'form',
  states: {
    ...judgedSubmitStates<ReviewFormValues>(),
    sending: {
      tags: ['busy'],
      entry: assign({ failure: null }),
      invoke: {
        src: 'send',
        input: ({ context }) => context.comment as ReviewComment,
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'sent',
            actions: [assign({ stored: ({ event }) => (event.output.ok ? event.output.value : null) }), 'reviewStored'],
          },
          { target: 'form', actions: assign({ failure: ({ event }) => (event.output.ok ? null : event.output.error) }) },
        ],
      },
    },
    sent: {
      on: { 'guest.writeAnother': { target: 'form', actions: assign({ comment: null, stored: null }) } },
    },
  },
});
