// POST new-review-comment (and api/reviews/new-review-comment): a guest's review of the venue, an
// event or a talent, from the Review page (review/{type}/{id}). The answer is the stored review.
import { Schema } from 'effect';
import { RequiredText } from '../forms/request-fields.schema';
import { ID_MAX, NAME_MAX, upTo } from '../shared/input-limits';
import { EntityId } from './content-fields.schema';
import { Rating, Review, ReviewTargetType } from './review.schema';

export const ReviewComment = Schema.Struct({
  /** What is reviewed, as in the page's path review/{type}/{id}. */
  type: ReviewTargetType,
  id: EntityId.pipe(Schema.check(upTo(ID_MAX))),
  name: RequiredText(NAME_MAX),
  rating: Rating,
  /** Plain text, never HTML. */
  comment: RequiredText(2000),
});
export type ReviewComment = typeof ReviewComment.Type;

export const ReviewCommentResponse = Schema.Struct({ data: Review });
