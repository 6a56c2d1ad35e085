// The review page (apps/web/src/pages/review): a venue's, an event's or a talent's rating, its reviews and the form to add
// one (docs/product.md#reviews).
import { plural } from '../plural-rules';

export const reviewsOf = <T>(title: T): (string | T)[] => ['Reviews of ', title];
export const nothingToReview = 'There is nothing to review here';
export const nothingToReviewText =
  'This review link does not match the venue, an event or a talent we know. Check the link, or see what is on.';

// The rating.
export const noReviewsYetBeFirst = 'No reviews yet. Be the first to leave one.';
export const ratingSummary = (average: number, count: number): string =>
  plural('en', count, {
    one: `${average.toFixed(1)} out of 5, from ${count} review`,
    other: `${average.toFixed(1)} out of 5, from ${count} reviews`,
  });

// The reviews.
export const whatGuestsSay = 'What guests say';
export const noReviewsYet = 'No reviews yet.';
export const ratedOutOfFive = (rating: number): string => `Rated ${rating} out of 5`;

// The form.
export const leaveAReview = 'Leave a review';
export const nameLabel = 'Your Name';
export const ratingLabel = 'Rating';
export const commentLabel = 'Your Review';
export const stars = (count: number): string => plural('en', count, { one: `${count} star`, other: `${count} stars` });
export const chooseStars = 'Please choose 1 to 5 stars.';
export const sendReview = 'Send review';
export const sendingReview = 'Sending your review…';
export const reviewFailed = 'Your review could not be sent. Please try again; what you wrote is kept.';
export const thanks = 'Thank you for your review';
export const thanksText = (title: string): string => `Your review of ${title} is now listed with the others.`;
export const writeAnother = 'Write another review';
