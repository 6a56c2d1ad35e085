// The demo venue, generated relative to the day the database is seeded, in the seed format
// (docs/seed-format.md). Rich enough that every page of the site has something to show.
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

/** `today` is the venue's local date, `YYYY-MM-DD`. */
export function buildDemoSeed(today: string): VenueSeedInput {
  const media = createMediaCollector();
  const events = demoEvents(today, media);
  const albumEvents = events.past.slice(0, 3);
  return {
    generalInfo: demoGeneralInfo(),
    financialSettings: demoFinancialSettings(),
    financialSettingsOnLocation: demoFinancialSettingsOnLocation(),
    websiteSettings: demoWebsiteSettings(media),
    faqItems: demoFaq(),
    foodMenuItems: demoFoodMenu(media),
    drinkMenuItems: demoDrinkMenu(media),
    events: [...events.upcoming, ...events.past],
    bottleCategories: demoBottles(media),
    blockDates: demoBlockDates(today),
    bottlePromoters: demoBottlePromoters(),
    ticketPromoters: demoTicketPromoters(),
    talents: demoTalents(media),
    reviews: demoReviews(
      today,
      albumEvents.map((e) => e._id),
    ),
    sliders: demoSliders(media),
    popups: demoPopups(media),
    promotions: demoPromotions(today, media),
    gallery: demoGallery(media, albumEvents),
    media: media.media,
    jobPositions: demoJobPositions(),
  };
}
