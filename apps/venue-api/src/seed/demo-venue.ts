// The demo venue, generated relative to the day the database is seeded, in the seed format
// (docs/seed-format.md). Rich enough that every page of the site has something to show, and one real
// venue whatever the day: events on their weekdays, none on a closed or private night, texts written
// from the data (docs/product.md#the-demo-venue). A local variant (VENUE_DEMO) brings its own words,
// money, place and week; the dates and ids are placed here the same way for all.
import { DEFAULT_TIME_ZONE } from '../config/env';
import { addDays } from '../shared/calendar';
import type { VenueSeedInput } from './venue-seed.schema';
import { openWeek } from './demo/demo-calendar';
import { demoEvents } from './demo/demo-events';
import { demoGallery } from './demo/demo-gallery';
import { demoJobPositions } from './demo/demo-job-positions';
import { withOtherLanguage } from './demo/demo-in-languages';
import { demoBlockDates, demoPopups, demoPromotions, demoReviews, demoSliders } from './demo/demo-home';
import { demoBottles, demoDrinkMenu, demoFoodMenu } from './demo/demo-menus';
import { demoBottlePromoters, demoTicketPromoters } from './demo/demo-promoters';
import { demoTalents } from './demo/demo-talents';
import type { DemoVariant } from './demo/demo-variant';
import type { DemoVariantName } from './demo/demo-variant-names';
import { demoVariants } from './demo/demo-variants';
import { demoWebsiteSettings } from './demo/demo-venue-info';
import { englishDemo } from './demo/english-demo';
import { createMediaCollector } from './demo/media-collector';

/** The event the home page's popup announces. */
const MASQUERADE_ID = 'event-up-8';

/**
 * The nights the blocks give to private events, on which no public event is on. A block that ends in the early
 * morning of its last date (10 PM to 2 AM) belongs to the night before: the evening of that date is open.
 */
function privateNights(blocks: VenueSeedInput['blockDates']): ReadonlySet<string> {
  const nights = new Set<string>();
  for (const block of blocks) {
    const endsOvernight = block.dateTo > block.dateFrom && block.timeTo != null && block.timeTo < '06:00';
    const lastNight = endsOvernight ? addDays(block.dateTo, -1) : block.dateTo;
    for (let night = block.dateFrom; night <= lastNight; night = addDays(night, 1)) nights.add(night);
  }
  return nights;
}

function buildSeed(today: string, variant: DemoVariant): VenueSeedInput {
  const media = createMediaCollector();
  const generalInfo = variant.generalInfo();
  const week = openWeek(generalInfo.hours);
  const financialSettings = variant.financialSettings();
  const blockDates = demoBlockDates(today, variant.home, week);
  const events = demoEvents(today, media, privateNights(blockDates), variant.events, week);
  const albumEvents = events.past.slice(0, 3);
  const masquerade = events.upcoming.find((e) => e._id === MASQUERADE_ID);
  if (!masquerade) throw new Error(`The demo has no ${MASQUERADE_ID} for its popup.`);
  return {
    generalInfo,
    financialSettings,
    financialSettingsOnLocation: variant.financialSettingsOnLocation(),
    websiteSettings: demoWebsiteSettings(media, variant.site),
    faqItems: variant.faq(generalInfo.hours, financialSettings),
    foodMenuItems: demoFoodMenu(media, variant.menus),
    drinkMenuItems: demoDrinkMenu(media, variant.menus),
    events: [...events.upcoming, ...events.past],
    bottleCategories: demoBottles(media, variant.menus),
    blockDates,
    bottlePromoters: demoBottlePromoters(variant.promoters),
    ticketPromoters: demoTicketPromoters(variant.promoters),
    talents: demoTalents(media, variant.talents),
    reviews: demoReviews(today, albumEvents, variant.home),
    sliders: demoSliders(media, variant.home),
    popups: demoPopups(media, masquerade, variant.home, variant.clock),
    promotions: demoPromotions(today, media, variant.home),
    gallery: demoGallery(media, albumEvents, variant.gallery),
    media: media.media,
    jobPositions: demoJobPositions(variant.jobPositions),
  };
}

/** The zone the demo (or its variant) is in: its "today" is that zone's date. */
export const demoTimeZone = (variant?: DemoVariantName): string =>
  (variant ? demoVariants[variant] : englishDemo).generalInfo().general.timeZone ?? DEFAULT_TIME_ZONE;

/** `today` is the venue's local date, `YYYY-MM-DD`; `variant` a local variant (VENUE_DEMO), the Brooklyn demo when absent. */
export function buildDemoSeed(today: string, variant?: DemoVariantName): VenueSeedInput {
  return buildSeed(today, variant ? demoVariants[variant] : englishDemo);
}

/** The demo as its seed file: buildDemoSeed's, with the texts a variant gives in another language too written in both. */
export function buildDemoSeedFile(today: string, variant?: DemoVariantName): unknown {
  const chosen = variant ? demoVariants[variant] : englishDemo;
  const seed = buildSeed(today, chosen);
  if (!chosen.alsoIn) return seed;
  const own = seed.generalInfo.general.languages?.[0] ?? 'en';
  return withOtherLanguage(seed, own, buildSeed(today, chosen.alsoIn.variant), chosen.alsoIn.language);
}
