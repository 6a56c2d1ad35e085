// ReviewsPort over HTTP. The venue API has two paths for each call; the site uses the short ones
// (review/{type}/{id}, new-review-comment) and a venue whose backend only serves the api/reviews/
// ones passes `'api'`.
import { ReviewCommentResponse } from '@venue/core/content/review-comment.schema';
import { ReviewLookupResponse } from '@venue/core/content/review-lookup.schema';
import type { ReviewsPort } from '@venue/core/content/reviews.port';
import { segment } from './content.http';
import { dataOf } from './data-of';
import type { VenueHttpClient } from './venue-http-client';

export type ReviewPaths = 'short' | 'api';

export function createReviewsHttp(client: VenueHttpClient, paths: ReviewPaths = 'short'): ReviewsPort {
  const prefix = paths === 'api' ? 'api/reviews/' : '';
  return {
    lookup: (type, id) => client.get(`${prefix}review/${segment(type)}/${segment(id)}`, ReviewLookupResponse).then(dataOf),
    comment: (comment) => client.post(`${prefix}new-review-comment`, comment, ReviewCommentResponse).then(dataOf),
  };
}
