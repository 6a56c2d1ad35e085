// The reviews so far, newest first; a reviewer photo that fails to load shows a placeholder (docs/product.md#reviews).
import type { Review } from '@venue/core/content/review.schema';
import { EmptyState } from '../../ui/empty-state';
import { SizedImage } from '../../ui/sized-image';
import { fixedSizes } from '../../ui/picture-sizes';
import { Stars } from './rating-summary';
import styles from './review.module.css';
import * as m from '~messages/review';
import { useUntranslatedWords } from '../../ui/venue-language';

export function ReviewList({ reviews }: { readonly reviews: readonly Review[] }) {
  // A guest's words, left as written (ui/venue-language.ts).
  const venueWords = useUntranslatedWords();
  return (
    <section aria-labelledby="reviews-title">
      <h2 id="reviews-title">{m.whatGuestsSay}</h2>
      {reviews.length === 0 ? (
        <EmptyState>{m.noReviewsYet}</EmptyState>
      ) : (
        <ul className={styles.list}>
          {reviews.map((review) => (
            <li key={review._id} className={styles.review}>
              <SizedImage src={review.photo} alt="" ratio={1} sizes={fixedSizes(48)} className={styles.avatar} />
              <div>
                <p className={styles.reviewer}>
                  <strong {...venueWords}>{review.name}</strong> <span className={styles.date}>{review.date}</span>
                </p>
                <p>
                  <Stars rating={review.rating} /> <span className="visually-hidden">{m.ratedOutOfFive(review.rating)}</span>
                </p>
                <p className={styles.comment} {...venueWords}>
                  {review.comment}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
