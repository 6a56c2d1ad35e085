// POST new-review-comment and its alias api/reviews/new-review-comment: a guest reviews the
// venue, an event or a talent. The subject must exist; the answer is the stored review, dated
// today, which review/{type}/{id} lists from then on.
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { ReviewComment, ReviewCommentResponse } from '@venue/core/content/review-comment.schema';
import type { Review } from '@venue/core/content/review.schema';
import type { ApiContext } from '../http/api-context';
import { readInput } from '../http/read-input';
import { answerRefusal, notFound } from '../http/refusal';
import { respond } from '../http/respond';
import { todayOf } from '../http/today';
import { insertReview } from '../store/reviews.store';
import { findSubject } from './reviews.routes';

export function reviewCommentsRoutes(ctx: ApiContext): Hono {
  const routes = new Hono();
  const comment = async (c: Context) => {
    const input = await readInput(c, ReviewComment);
    if (!input.ok) return answerRefusal(c, input.error);
    const { type, id, name, rating, comment: text } = input.value.payload;
    if (!(await findSubject(ctx, type, id))) return answerRefusal(c, notFound(`A ${type} with this id`, { field: 'id' }));
    const review: Review = {
      _id: `review-${randomUUID()}`,
      type,
      targetId: id,
      name: name.trim(),
      rating,
      comment: text.trim(),
      date: todayOf(ctx),
      photo: null,
    };
    await ctx.db.transaction((tx) => insertReview(tx, review));
    return respond(c, ReviewCommentResponse, { data: review });
  };
  routes.post('/new-review-comment', comment);
  routes.post('/api/reviews/new-review-comment', comment);
  return routes;
}
