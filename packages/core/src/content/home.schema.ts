// GET sliders: everything the home page shows in one call (docs/product.md#home).
import { Schema } from 'effect';
import { Event } from './event.schema';
import { Popup } from './popup.schema';
import { Promotion } from './promotion.schema';
import { Review } from './review.schema';
import { Slider } from './slider.schema';

export const HomeContent = Schema.Struct({
  /** The next upcoming events, soonest first. */
  events: Schema.Array(Event),
  popups: Schema.Array(Popup),
  sliders: Schema.Array(Slider),
  /** Featured reviews of the venue. */
  reviews: Schema.Array(Review),
  /** Promotions running today. */
  promotions: Schema.Array(Promotion),
});
export type HomeContent = typeof HomeContent.Type;

export const HomeResponse = Schema.Struct({ data: HomeContent });
