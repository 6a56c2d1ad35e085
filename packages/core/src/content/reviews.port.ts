import type { ApiResult } from '../shared/api-error';
import type { ReviewComment } from './review-comment.schema';
import type { ReviewLookup } from './review-lookup.schema';
import type { Review, ReviewTargetType } from './review.schema';

/** The Review page: what is reviewed with its reviews, and a new review of it. */
export interface ReviewsPort {
  /** GET review/{type}/{id} (or its alias api/reviews/review/{type}/{id}). */
  lookup(type: ReviewTargetType, id: string): ApiResult<ReviewLookup>;
  /** POST new-review-comment (or its alias api/reviews/new-review-comment); answers the stored review. */
  comment(comment: ReviewComment): ApiResult<Review>;
}
