// GET review/{type}/{id} (and api/reviews/review/{type}/{id}): what the Review page shows about
// the thing being reviewed, with its reviews so far, newest first.
import { Schema } from 'effect';
import { Count, EntityId, ImageUrl, IsoDate } from './content-fields.schema';
import { Review, ReviewTargetType } from './review.schema';

export const ReviewLookup = Schema.Struct({
  type: ReviewTargetType,
  id: EntityId,
  /** The venue's, event's or talent's name. */
  title: Schema.String,
  image: Schema.NullOr(ImageUrl),
  /** The event's date; null for the venue and talents. */
  date: Schema.NullOr(IsoDate),
  /** Mean rating to one decimal, null before the first review. */
  averageRating: Schema.NullOr(Schema.Finite),
  reviewCount: Count,
  reviews: Schema.Array(Review),
});
export type ReviewLookup = typeof ReviewLookup.Type;

export const ReviewLookupResponse = Schema.Struct({ data: ReviewLookup });
