// Supplies the review machine's effects at the edge: the reviews port and what the page does once a review is stored.
import { fromPromise } from 'xstate';
import type { ReviewComment } from '../content/review-comment.schema';
import type { ReviewsPort } from '../content/reviews.port';
import { reviewCommentMachine } from './review-comment.machine';

export interface ReviewCommentDependencies {
  readonly reviews: Pick<ReviewsPort, 'comment'>;
  readonly reviewStored: () => void;
}

export const reviewCommentMachineWith = ({ reviews, reviewStored }: ReviewCommentDependencies) =>
  reviewCommentMachine.provide({
    actors: { send: fromPromise(({ input }: { input: ReviewComment }) => reviews.comment(input)) },
    actions: { reviewStored: () => reviewStored() },
  });
