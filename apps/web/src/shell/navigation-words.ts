// The words of the header's and the footer's links: core names each page by code, the catalog words it
// (docs/architecture.md#languages); a title the venue gave an entry in its menus settings wins.
import type { NavigationPage } from '@venue/core/routing/header-navigation';
import * as m from '~messages/header';
import type { VenueWords } from '../ui/venue-language';

const pageWords = {
  home: m.navHome,
  events: m.navEvents,
  menu: m.navMenu,
  foodDelivery: m.navFoodDelivery,
  gallery: m.navGallery,
  reservations: m.navReservations,
  tableReservation: m.navTableReservation,
  bookVenue: m.navBookVenue,
  buyBottles: m.navBuyBottles,
  talents: m.navTalents,
  faq: m.navFaq,
  contact: m.navContact,
  careers: m.navCareers,
  giftCards: m.navGiftCards,
  talentSubmission: m.navTalentSubmission,
  privacyPolicy: m.navPrivacyPolicy,
} satisfies Record<NavigationPage, string>;

/** What a link to the page says: the venue's title when it gave one, else the site's words. */
export const navigationLabel = (link: { readonly page: NavigationPage; readonly title?: string | undefined }): string =>
  link.title ?? pageWords[link.page];

/** That label's marks: the venue's language for a title the venue gave (ui/venue-language.ts), else none. */
export const navigationLabelWords = (link: { readonly title?: string | undefined }, venueWords: VenueWords): VenueWords =>
  link.title === undefined ? {} : venueWords;
