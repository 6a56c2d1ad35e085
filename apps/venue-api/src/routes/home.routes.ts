// GET sliders: the home page in one call (events, popups, sliders, reviews, promotions).
import { Hono } from 'hono';
import { homeSchemasIn } from '@venue/core/content/home.schema';
import { Popup } from '@venue/core/content/popup.schema';
import { Slider } from '@venue/core/content/slider.schema';
import type { ApiContext } from '../http/api-context';
import { respond } from '../http/respond';
import { todayOf } from '../http/today';
import { listItems } from '../store/content.store';
import { listEvents } from '../store/events.store';
import { listFeaturedReviews } from '../store/reviews.store';
import { SeedPromotion } from '../seed/venue-seed.schema';

const HOME_EVENTS = 6;
const HOME_REVIEWS = 6;

export function homeRoutes(ctx: ApiContext): Hono {
  const { HomeResponse } = homeSchemasIn(ctx.moneyExponent);
  const routes = new Hono();
  routes.get('/sliders', async (c) => {
    const today = todayOf(ctx);
    const [events, popups, sliders, reviews, promotions] = await Promise.all([
      listEvents(ctx.db, { from: today }, HOME_EVENTS),
      listItems(ctx.db, 'popup', Popup),
      listItems(ctx.db, 'slider', Slider),
      listFeaturedReviews(ctx.db, HOME_REVIEWS),
      listItems(ctx.db, 'promotion', SeedPromotion),
    ]);
    const running = promotions
      .filter((p) => p.validFrom <= today && today <= p.validTo)
      .map(({ campaignHtml: _campaign, ...promotion }) => promotion);
    return respond(c, HomeResponse, { data: { events, popups, sliders, reviews, promotions: running } });
  });
  return routes;
}
