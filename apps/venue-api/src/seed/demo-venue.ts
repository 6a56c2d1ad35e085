// The demo venue, generated relative to the day the database is seeded, in the seed format
// (docs/seed-format.md). Rich enough that every page of the site has something to show, and one real
// venue whatever the day: events on their weekdays, none on a closed or private night, texts written
// from the data (docs/product.md#the-demo-venue).
import { addDays } from '../shared/calendar';
import type { VenueSeedInput } from './venue-seed.schema';
import { demoEvents } from './demo/demo-events';
import { demoFaq } from './demo/demo-faq';
import { demoGallery } from './demo/demo-gallery';
import { demoJobPositions } from './demo/demo-job-positions';
import { demoBlockDates, demoPopups, demoPromotions, demoReviews, demoSliders } from './demo/demo-home';
import { demoBottles, demoDrinkMenu, demoFoodMenu } from './demo/demo-menus';
import { demoBottlePromoters, demoTicketPromoters } from './demo/demo-promoters';
import { demoTalents } from './demo/demo-talents';
import { demoFinancialSettings, demoFinancialSettingsOnLocation, demoGeneralInfo, demoWebsiteSettings } from './demo/demo-venue-info';
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

/** `today` is the venue's local date, `YYYY-MM-DD`. */
export function buildDemoSeed(today: string): VenueSeedInput {
  const media = createMediaCollector();
  const generalInfo = demoGeneralInfo();
  const financialSettings = demoFinancialSettings();
  const blockDates = demoBlockDates(today);
  const events = demoEvents(today, media, privateNights(blockDates));
  const albumEvents = events.past.slice(0, 3);
  const masquerade = events.upcoming.find((e) => e._id === MASQUERADE_ID);
  if (!masquerade) throw new Error(`The demo has no ${MASQUERADE_ID} for its popup.`);
  return {
    generalInfo,
    financialSettings,
    financialSettingsOnLocation: demoFinancialSettingsOnLocation(),
    websiteSettings: demoWebsiteSettings(media),
    faqItems: demoFaq(generalInfo.hours ?? {}, financialSettings),
    foodMenuItems: demoFoodMenu(media),
    drinkMenuItems: demoDrinkMenu(media),
    events: [...events.upcoming, ...events.past],
    bottleCategories: demoBottles(media),
    blockDates,
    bottlePromoters: demoBottlePromoters(),
    ticketPromoters: demoTicketPromoters(),
    talents: demoTalents(media),
    reviews: demoReviews(today, albumEvents),
    sliders: demoSliders(media),
    popups: demoPopups(media, masquerade),
    promotions: demoPromotions(today, media),
    gallery: demoGallery(media, albumEvents),
    media: media.media,
    jobPositions: demoJobPositions(),
  };
}
