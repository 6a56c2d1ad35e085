// The shared parts of the site's pages (apps/web/src/ui): form bits, the carousel and the picture viewer, the
// order summary's table, the quantity stepper, the promoter code input.
export const ok = 'OK';
export const optional = '(optional)';
export const loading = 'Loading…';
export const upcomingEvents = 'Upcoming events';
export const seeUpcomingEvents = 'See upcoming events';
export const home = 'Home';
export const backToHome = 'Back to home';
export const itemsInThisOrder = 'Items in this order';
export const item = 'Item';
export const quantity = 'Quantity';
export const amount = 'Amount';
export const apply = 'Apply';
export const checkingCode = 'Checking the code…';
export const quantityOf = (name: string): string => `Quantity of ${name}`;
export const oneFewer = (name: string): string => `One fewer ${name}`;
export const oneMore = (name: string): string => `One more ${name}`;
export const countOf = (name: string, count: number): string => `${name}: ${count}`;
export const yourDetails = 'Your details';
export const phoneCountry = 'Phone country';
/** The venue's answer to too many tries in a short time (429): nothing the guest typed is wrong. */
export const throttled =
  'Too many tries from your connection in a short time. Please wait a moment, then try again: nothing you typed is lost.';
/** The venue says it is briefly unavailable (503, its database away): nothing the guest typed is wrong. */
export const outage = 'The venue is briefly unavailable. Please try again in a moment: nothing you typed is lost.';

// A step of an order that failed (ui/order-failure-text.ts).
export const orderRefused = 'The venue refused this order.';
export const orderNotReached = 'We could not reach the venue. Nothing you typed is lost: please try again.';
export const orderUnreadable = 'The venue answered in a way we could not read. Please send it again: it never makes a second order.';
