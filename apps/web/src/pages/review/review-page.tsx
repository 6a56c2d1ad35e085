// /review/{type}/{id} (docs/product.md#reviews): the venue, an event or a talent with its average rating and its
// reviews, and the form to add one. An unknown type or id gets a clear panel; the new review shows once stored.
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { isReviewTargetType } from '@venue/core/reviews/review-form';
import { content } from '../../app/services';
import { LoadError } from '../../routing/load';
import checkout from '../../ui/checkout.module.css';
import page from '../../ui/page.module.css';
import { NoticePanel } from '../../ui/notice-panel';
import { OnwardLinks } from '../../ui/onward-links';
import { SizedImage } from '../../ui/sized-image';
import { fixedSizes } from '../../ui/picture-sizes';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';
import { RatingSummary } from './rating-summary';
import styles from './review.module.css';
import * as m from '~messages/review';
import { VenueText } from '../../ui/venue-text';

// Nothing to review: the page's own panel, answered with 404 (docs/product.md#reviews).
const unknownTarget = () => data({ lookup: null }, { status: 404 });

export async function loader({ params }: LoaderFunctionArgs) {
  const { type = '', id = '' } = params;
  if (!isReviewTargetType(type)) return unknownTarget();
  const result = await content.review(type, id);
  if (result.ok) return { lookup: result.value };
  const error = new LoadError(result.error);
  if (error.notFound) return unknownTarget();
  throw error;
}

export function Component() {
  const { lookup } = useLoaderData<typeof loader>();
  if (lookup === null) {
    return (
      <NoticePanel id="review-unknown" title={m.nothingToReview} message={m.nothingToReviewText}>
        <OnwardLinks short />
      </NoticePanel>
    );
  }
  return (
    <div className={page.page}>
      <header className={`${page.head} ${styles.head}`}>
        {lookup.image !== null && (
          <SizedImage src={lookup.image} alt="" ratio={1} sizes={fixedSizes(96)} className={styles.image} priority="high" />
        )}
        <div>
          <h1>{m.reviewsOf(<VenueText key="title">{lookup.title}</VenueText>)}</h1>
          {lookup.date !== null && <p>{lookup.date}</p>}
          <RatingSummary average={lookup.averageRating} count={lookup.reviewCount} />
        </div>
      </header>
      <div className={checkout.layout}>
        <ReviewList reviews={lookup.reviews} />
        <ReviewForm key={`${lookup.type}/${lookup.id}`} target={{ type: lookup.type, id: lookup.id }} title={lookup.title} />
      </div>
    </div>
  );
}
