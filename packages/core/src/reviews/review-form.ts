// The Review page's form (docs/product.md#reviews): name, a rating of 1 to 5 and a comment, all required.
import type { ReviewComment } from '../content/review-comment.schema';
import type { ReviewTargetType } from '../content/review.schema';
import { isBlank, type FieldError } from '../shared/form-validation';
import { err, ok, type Result } from '../shared/result';

export const REVIEW_NAME_MAX_LENGTH = 100;
export const REVIEW_COMMENT_MAX_LENGTH = 2000;
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;

export interface ReviewFormValues {
  readonly name: string;
  /** The chosen star, or null before the guest picks one. */
  readonly rating: number | null;
  readonly comment: string;
}

export type ReviewField = 'name' | 'rating' | 'comment';

/** The labels the guest sees, used in the "Please complete" alert. */
export const reviewPlaceholders: Readonly<Record<ReviewField, string>> = {
  name: 'Your Name',
  rating: 'Rating',
  comment: 'Your Review',
};

export interface ReviewTarget {
  readonly type: ReviewTargetType;
  readonly id: string;
}

export function validateReview(target: ReviewTarget, values: ReviewFormValues): Result<ReviewComment, readonly FieldError<ReviewField>[]> {
  const errors: FieldError<ReviewField>[] = [];
  const fail = (field: ReviewField, reason: FieldError['reason']) => errors.push({ field, placeholder: reviewPlaceholders[field], reason });

  if (isBlank(values.name)) fail('name', 'required');
  else if (values.name.trim().length > REVIEW_NAME_MAX_LENGTH) fail('name', 'out-of-range');
  const rating = values.rating;
  if (rating === null) fail('rating', 'required');
  else if (!Number.isInteger(rating) || rating < 1 || rating > 5) fail('rating', 'out-of-range');
  if (isBlank(values.comment)) fail('comment', 'required');
  else if (values.comment.trim().length > REVIEW_COMMENT_MAX_LENGTH) fail('comment', 'out-of-range');

  if (errors.length > 0 || rating === null) return err(errors);
  return ok({ type: target.type, id: target.id, name: values.name.trim(), rating, comment: values.comment.trim() });
}

const targetTypes: readonly string[] = ['venue', 'event', 'talent'] satisfies readonly ReviewTargetType[];

/** Whether a path's {type} names something that can be reviewed. */
export const isReviewTargetType = (type: string): type is ReviewTargetType => targetTypes.includes(type);
