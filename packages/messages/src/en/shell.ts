// The frame of every page: header, navigation, footer and the pages shown when a route fails (apps/web/src/shell, routing).
export const home = 'Home';
export const homeOf = (venue: string): string => `${venue}, home`;
export const faq = 'FAQ';
export const menu = 'Menu';
export const mainNavigation = 'Main';
export const mobileNavigation = 'Mobile';
export const closeMenu = 'Close menu';
export const menuCouldNotLoad = 'The menu could not load.';
export const explore = 'Explore';
export const openingHours = 'Opening hours';
export const visitUs = 'Visit us';
export const openInMaps = 'Open in maps';
export const theVenue = 'The venue';
export const allRightsReserved = (year: number, venue: string): string => `© ${year} ${venue}. All rights reserved.`;
// The venue's pages as the header and the footer name them, when the venue's menus settings give no title.
export const navHome = 'Home';
export const navEvents = 'Events';
export const navMenu = 'Menu';
export const navFoodDelivery = 'Food Delivery';
export const navGallery = 'Gallery';
export const navReservations = 'Reservations';
export const navTableReservation = 'Table Reservation';
export const navBookVenue = 'Book Venue';
export const navBuyBottles = 'Buy Bottles';
export const navTalents = 'Talents';
export const navFaq = 'FAQ';
export const navContact = 'Contact';
export const navCareers = 'Careers';
export const navGiftCards = 'Gift Cards';
export const navTalentSubmission = 'Talent Submission';
export const navPrivacyPolicy = 'Privacy Policy';
// When a page cannot be shown.
export const notFoundTitle = 'We could not find that';
export const notFoundMessage = 'It may have been moved or taken down. Have a look at what is on instead.';
export const venueAnsweredOddly = 'The venue did not answer as expected. Please try again in a moment.';
export const venueUnreachable = 'We could not reach the venue. Please try again in a moment.';
export const somethingWentWrong = 'Something went wrong';
export const reloadUsuallyFixes = 'Reloading the page usually fixes this.';

/** The root layout's skip link and the progress bar of a navigation (app/root-layout.tsx). */
export const skipToContent = 'Skip to content';
export const loadingPage = 'Loading page';
