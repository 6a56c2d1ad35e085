// The average rating and the number of reviews, and one review's stars: drawn stars, with the words beside them.
import styles from './review.module.css';
import * as m from '~messages/review';

export function Stars({ rating }: { readonly rating: number }) {
  const full = Math.round(rating);
  return (
    <span className={styles.stars} aria-hidden="true">
      {'★'.repeat(full)}
      <span className={styles.starsOff}>{'★'.repeat(5 - full)}</span>
    </span>
  );
}

export function RatingSummary({ average, count }: { readonly average: number | null; readonly count: number }) {
  if (average === null || count === 0) return <p className={styles.summary}>{m.noReviewsYetBeFirst}</p>;
  return (
    <p className={styles.summary} data-testid="rating-summary">
      <Stars rating={average} /> {m.ratingSummary(average, count)}
    </p>
  );
}
