// The venue the backend is seeded with: the generated demo venue and `VENUE_SEED` files alike
// (docs/seed-format.md). Entities are the API shapes of core, plus what only the backend holds
// (ticket capacity, campaign pages, featured reviews, media); derived fields are left out.
import { Schema, Struct } from 'effect';
import { BlockDate } from '@venue/core/booking/block-date.schema';
import { bottleCatalogSchemasIn } from '@venue/core/bottles/bottle-catalog.schema';
import { promoterSchemasIn } from '@venue/core/bottles/promoter-discount.schema';
import { Count, EntityId, Html } from '@venue/core/content/content-fields.schema';
import { drinkMenuSchemasIn } from '@venue/core/content/drink-menu-item.schema';
import { EventAlbum } from '@venue/core/content/event-album.schema';
import { eventSchemasIn } from '@venue/core/content/event.schema';
import { FaqItem } from '@venue/core/content/faq-item.schema';
import { JobPosition } from '@venue/core/forms/job-position.schema';
import { foodMenuSchemasIn } from '@venue/core/content/food-menu-item.schema';
import { GalleryPhoto } from '@venue/core/content/gallery-photo.schema';
import { GalleryVideo } from '@venue/core/content/gallery-video.schema';
import { Popup } from '@venue/core/content/popup.schema';
import { Promotion } from '@venue/core/content/promotion.schema';
import { Review } from '@venue/core/content/review.schema';
import { Slider } from '@venue/core/content/slider.schema';
import { Talent } from '@venue/core/content/talent.schema';
import { ticketTypeSchemasIn } from '@venue/core/content/ticket-type.schema';
import { WebsiteSettings } from '@venue/core/content/website-settings.schema';
import { VenueGeneral, VenueGeneralInfo } from '@venue/core/session/venue-general-info.schema';
import { financialSettingsSchemasIn } from '@venue/core/venue/financial-settings.schema';
import { USUAL_EXPONENT } from '@venue/core/money/currency-exponent';
import { perExponent } from '@venue/core/money/per-exponent';

export const SeedBlockDate = BlockDate.mapFields(Struct.assign({ _id: EntityId }));

export const SeedReview = Review.mapFields(Struct.assign({ featured: Schema.optional(Schema.Boolean) }));

export const SeedPromotion = Promotion.mapFields(Struct.assign({ campaignHtml: Html }));

/** A promoter's Instagram name, as the promoter codes name it. */
const PromoterIGname = Schema.String.pipe(Schema.check(Schema.isPattern(/^@?[A-Za-z0-9._]{1,30}$/, { expected: 'an Instagram name' })));
const eventScope = { eventId: Schema.optional(EntityId) };

export const SeedMedia = Schema.Struct({
  name: Schema.String.pipe(Schema.check(Schema.isPattern(/^[a-z0-9][a-z0-9-]*\.svg$/, { expected: 'a file name such as bar-1.svg' }))),
  svg: Schema.String.pipe(Schema.check(Schema.isPattern(/^\s*<svg[\s>]/, { expected: 'an SVG document starting with <svg' }))),
});

/**
 * The seed's schemas for a currency with `exponent` decimals: its money in the major unit of the venue's currency
 * (seed-exponent.ts tells which), decoded to minor units (docs/decisions.md#money-in-minor-units).
 */
export const venueSeedSchemasIn = perExponent((exponent) => {
  /** A ticket type as the venue sets it up: capacity and sales so far instead of what is left. */
  const SeedTicketType = ticketTypeSchemasIn(exponent)
    .TicketType.mapFields(Struct.omit(['eventId', 'remaining', 'soldOut']))
    .mapFields(Struct.assign({ capacity: Count, sold: Schema.optional(Count) }));

  const SeedEvent = eventSchemasIn(exponent)
    .Event.mapFields(Struct.omit(['ticketsFrom', 'soldOut', 'hasAlbum']))
    .mapFields(Struct.assign({ tickets: Schema.Array(SeedTicketType) }));

  const [PercentPromoter, AmountPromoter] = promoterSchemasIn(exponent).PromoterDiscount.members;
  /** A bottle promoter code: the promoter's Instagram name and the discount it grants (docs/product.md#bottle-checkout). */
  const SeedBottlePromoter = Schema.Union([
    PercentPromoter.mapFields(Struct.assign({ promoterIGname: PromoterIGname })),
    AmountPromoter.mapFields(Struct.assign({ promoterIGname: PromoterIGname })),
  ]);

  /** A ticket promoter code (docs/product.md#tickets): as a bottle code, for one event or, without eventId, every event. */
  const SeedTicketPromoter = Schema.Union([
    PercentPromoter.mapFields(Struct.assign({ promoterIGname: PromoterIGname, ...eventScope })),
    AmountPromoter.mapFields(Struct.assign({ promoterIGname: PromoterIGname, ...eventScope })),
  ]);

  const VenueSeed = Schema.Struct({
    /** Needs `_id` (the venue id of api/venue-website-settings/{id}) and `name`; the languages of its texts are the texts' own. */
    generalInfo: VenueGeneralInfo.mapFields(
      Struct.assign({ _id: EntityId, name: Schema.String, general: VenueGeneral.mapFields(Struct.omit(['contentLanguages'])) }),
    ),
    financialSettings: financialSettingsSchemasIn(exponent).FinancialSettings,
    /** Served instead when VENUE_PRICING=on-location; derived from financialSettings when absent. */
    financialSettingsOnLocation: Schema.optional(financialSettingsSchemasIn(exponent).FinancialSettings),
    websiteSettings: WebsiteSettings.mapFields(Struct.omit(['_id'])),
    faqItems: Schema.Array(FaqItem),
    foodMenuItems: Schema.Array(foodMenuSchemasIn(exponent).FoodMenuItem),
    drinkMenuItems: Schema.Array(drinkMenuSchemasIn(exponent).DrinkMenuItem),
    events: Schema.Array(SeedEvent),
    bottleCategories: bottleCatalogSchemasIn(exponent).BottleCatalog,
    blockDates: Schema.Array(SeedBlockDate),
    /** Promoter codes for bottle orders; none when absent. */
    bottlePromoters: Schema.optional(Schema.Array(SeedBottlePromoter)),
    /** Promoter codes for ticket orders; none when absent. */
    ticketPromoters: Schema.optional(Schema.Array(SeedTicketPromoter)),
    talents: Schema.Array(Talent),
    reviews: Schema.Array(SeedReview),
    sliders: Schema.Array(Slider),
    popups: Schema.Array(Popup),
    promotions: Schema.Array(SeedPromotion),
    gallery: Schema.Struct({
      venuePhotos: Schema.Array(GalleryPhoto),
      venueVideos: Schema.Array(GalleryVideo),
      fbPhotos: Schema.Array(GalleryPhoto),
      albums: Schema.Array(EventAlbum),
    }),
    media: Schema.optional(Schema.Array(SeedMedia)),
    /** Open positions listed on the Careers page; none when absent. */
    jobPositions: Schema.optional(Schema.Array(JobPosition)),
  });
  return { SeedTicketType, SeedEvent, SeedBottlePromoter, SeedTicketPromoter, VenueSeed };
});

/** Two decimals (USD, EUR, ...): the types, and the parts without money (an event's own fields). */
export const { SeedTicketType, SeedEvent, SeedBottlePromoter, SeedTicketPromoter, VenueSeed } = venueSeedSchemasIn(USUAL_EXPONENT);

/** The seed as written (JSON, money in major units). */
export type VenueSeedInput = typeof VenueSeed.Encoded;
/** The seed once decoded (money in minor units of its currency). */
export type VenueSeedData = typeof VenueSeed.Type;
