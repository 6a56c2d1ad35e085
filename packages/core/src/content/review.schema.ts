// A guest's review of the venue, an event or a talent (home page, review/{type}/{id}).
import { Schema } from 'effect';
import { EntityId, ImageUrl, IsoDate } from './content-fields.schema';

/** What a review is about; review/{type}/{id} takes one of these as type. */
export const ReviewTargetType = Schema.Literals(['venue', 'event', 'talent']);
export type ReviewTargetType = typeof ReviewTargetType.Type;

export const Rating = Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 5 })));

export const Review = Schema.Struct({
  _id: EntityId,
  type: ReviewTargetType,
  targetId: EntityId,
  /** The reviewer's name as they gave it. */
  name: Schema.String,
  rating: Rating,
  /** Plain text written by a guest (not HTML). */
  comment: Schema.String,
  date: IsoDate,
  photo: Schema.NullOr(ImageUrl),
});
export type Review = typeof Review.Type;
