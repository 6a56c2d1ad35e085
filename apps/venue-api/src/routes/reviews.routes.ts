// GET review/{type}/{id} and its alias api/reviews/review/{type}/{id}: what a review is about
// (type venue, event or talent) and its reviews so far.
import { Hono, type Context } from 'hono';
import { Talent } from '@venue/core/content/talent.schema';
import { ReviewLookupResponse, type ReviewLookup } from '@venue/core/content/review-lookup.schema';
import { ReviewTargetType } from '@venue/core/content/review.schema';
import { Schema } from 'effect';
import type { ApiContext } from '../http/api-context';
import { answerRefusal, notFound } from '../http/refusal';
import { respond } from '../http/respond';
import { findItem } from '../store/content.store';
import { findEvent } from '../store/events.store';
import { listReviews } from '../store/reviews.store';
import { readVenueIdentity, readWebsiteSettings } from '../store/venue.store';

type Subject = Pick<ReviewLookup, 'title' | 'image' | 'date'>;

const isTargetType = Schema.is(ReviewTargetType);

export async function findSubject(ctx: ApiContext, type: ReviewTargetType, id: string): Promise<Subject | undefined> {
  if (type === 'event') {
    const event = await findEvent(ctx.db, id);
    return event && { title: event.name, image: event.image, date: event.date };
  }
  if (type === 'talent') {
    const talent = await findItem(ctx.db, 'talent', id, Talent);
    return talent && { title: talent.talentName, image: talent.mainPhoto, date: null };
  }
  const venue = await readVenueIdentity(ctx.db);
  if (!venue || venue.id !== id) return undefined;
  const settings = await readWebsiteSettings(ctx.db, id);
  return { title: venue.name, image: settings?.header.image ?? null, date: null };
}

const averageOf = (ratings: readonly number[]): number | null =>
  ratings.length === 0 ? null : Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;

export function reviewsRoutes(ctx: ApiContext): Hono {
  const routes = new Hono();
  const lookup = async (c: Context) => {
    const type = c.req.param('type') ?? '';
    const id = c.req.param('id') ?? '';
    if (!isTargetType(type)) return answerRefusal(c, notFound(`A review subject of type "${type}"`));
    const subject = await findSubject(ctx, type, id);
    if (!subject) return answerRefusal(c, notFound(`A ${type} with this id`));
    const reviews = await listReviews(ctx.db, type, id);
    return respond(c, ReviewLookupResponse, {
      data: { type, id, ...subject, averageRating: averageOf(reviews.map((r) => r.rating)), reviewCount: reviews.length, reviews },
    });
  };
  routes.get('/review/:type/:id', lookup);
  routes.get('/api/reviews/review/:type/:id', lookup);
  return routes;
}
