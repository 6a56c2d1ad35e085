// Reviews of the venue, an event or a talent, newest first.
import type { Review, ReviewTargetType } from '@venue/core/content/review.schema';
import type { Queryable } from '../db/database.port';

interface ReviewRow {
  id: string;
  target_type: ReviewTargetType;
  target_id: string;
  reviewer_name: string;
  rating: number;
  comment: string;
  review_date: string;
  photo: string | null;
}

const select = `SELECT id, target_type, target_id, reviewer_name, rating, comment, to_char(review_date, 'YYYY-MM-DD') AS review_date, photo FROM review`;

const toReview = (r: ReviewRow): Review => ({
  _id: r.id,
  type: r.target_type,
  targetId: r.target_id,
  name: r.reviewer_name,
  rating: r.rating,
  comment: r.comment,
  date: r.review_date,
  photo: r.photo,
});

export async function listReviews(db: Queryable, type: ReviewTargetType, targetId: string): Promise<Review[]> {
  const rows = await db.query<ReviewRow>(`${select} WHERE target_type = $1 AND target_id = $2 ORDER BY review_date DESC, id`, [
    type,
    targetId,
  ]);
  return rows.map(toReview);
}

/** The reviews the venue picked for its home page. */
export async function listFeaturedReviews(db: Queryable, limit: number): Promise<Review[]> {
  const rows = await db.query<ReviewRow>(`${select} WHERE featured ORDER BY review_date DESC, id LIMIT $1`, [limit]);
  return rows.map(toReview);
}

/** A guest's review from the Review page (new-review-comment); never featured until the venue picks it. */
export async function insertReview(tx: Queryable, review: Review): Promise<void> {
  await tx.query(
    'INSERT INTO review (id, target_type, target_id, reviewer_name, rating, comment, review_date, photo, featured) VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8, false)',
    [review._id, review.type, review.targetId, review.name, review.rating, review.comment, review.date, review.photo],
  );
}
