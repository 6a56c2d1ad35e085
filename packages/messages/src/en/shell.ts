// The frame of every page: the footer, the skip link and the pages shown when a route fails (apps/web/src/shell, routing);
// the header's words are an area of their own (header.ts).
export const explore = 'Explore';
export const openingHours = 'Opening hours';
export const visitUs = 'Visit us';
export const openInMaps = 'Open in maps';
export const theVenue = 'The venue';
export const allRightsReserved = <T>(year: number, venue: T): (string | T)[] => [`© ${year} `, venue, '. All rights reserved.'];
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
