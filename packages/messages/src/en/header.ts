// The header and the navigation's words (shell/site-header.tsx, shell/navigation-words.ts): the header is an island of every content page, so its words are an area of their own.
export const home = 'Home';
export const homeOf = (venue: string): string => `${venue}, home`;
export const faq = 'FAQ';
export const menu = 'Menu';
export const mainNavigation = 'Main';
export const mobileNavigation = 'Mobile';
export const closeMenu = 'Close menu';
export const menuCouldNotLoad = 'The menu could not load.';
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
