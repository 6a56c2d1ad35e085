// GET sliders: everything the home page shows in one call (docs/product.md#home).
import { Schema } from 'effect';
import { USUAL_EXPONENT } from '../money/currency-exponent';
import { perExponent } from '../money/per-exponent';
import { eventSchemasIn } from './event.schema';
import { Popup } from './popup.schema';
import { Promotion } from './promotion.schema';
import { Review } from './review.schema';
import { Slider } from './slider.schema';

/** The home page's schemas for a currency with `exponent` decimals: its events carry their cheapest ticket. */
export const homeSchemasIn = perExponent((exponent) => {
  const HomeContent = Schema.Struct({
    /** The next upcoming events, soonest first. */
    events: Schema.Array(eventSchemasIn(exponent).Event),
    popups: Schema.Array(Popup),
    sliders: Schema.Array(Slider),
    /** Featured reviews of the venue. */
    reviews: Schema.Array(Review),
    /** Promotions running today. */
    promotions: Schema.Array(Promotion),
  });
  return { HomeContent, HomeResponse: Schema.Struct({ data: HomeContent }) };
});

/** Two decimals (USD, EUR, ...): for tests and types; a venue's answers decode with its own exponent. */
export const { HomeContent, HomeResponse } = homeSchemasIn(USUAL_EXPONENT);
export type HomeContent = typeof HomeContent.Type;
