// The route table (docs/product.md#routes-and-navigation) as data, the legacy redirects and the unknown-path rule.
// Patterns use `:param` segments so the web app can hand them to its router unchanged.
import { ORDER_SECRET_PARAM } from '../orders/order-secret-param';
import { stringifyQuery, type Query } from './query';

export const routes = [
  { name: 'Home', pattern: '/' },
  { name: 'Gallery', pattern: '/gallery' },
  { name: 'EventPhotos', pattern: '/event-photos/:eventId' },
  { name: 'Booking', pattern: '/booking' },
  { name: 'BookingCheckout', pattern: '/booking-checkout/:eventId' },
  { name: 'planningCancelConfirmation', pattern: '/cancel-booking/:eventId' },
  { name: 'Menu', pattern: '/menus' },
  { name: 'FAQ', pattern: '/faq' },
  { name: 'Contact', pattern: '/contact' },
  { name: 'Careers', pattern: '/careers' },
  { name: 'StaffAvailability', pattern: '/staff-availability/:id' },
  { name: 'Reservation', pattern: '/reservation' },
  { name: 'UpdateReservation', pattern: '/reservation/:reservationId' },
  { name: 'ReservationCheckout', pattern: '/reservation-checkout/:reservationId' },
  // Cancelling a table reservation (docs/product.md#reservations-and-venue-booking), with the guest's key in the query.
  { name: 'CancelReservation', pattern: '/cancel-reservation/:reservationId' },
  { name: 'Review', pattern: '/review/:type/:id' },
  { name: 'Events', pattern: '/events' },
  { name: 'EventsCalendar', pattern: '/events-calendar' },
  { name: 'EventDetails', pattern: '/event-details/:eventId' },
  { name: 'PastEvents', pattern: '/past-events' },
  { name: 'Tickets', pattern: '/tickets/:eventId' },
  { name: 'TicketsCheckout', pattern: '/tickets-checkout' },
  { name: 'OtherGuests', pattern: '/other-guests/:orderId' },
  { name: 'Bottles', pattern: '/bottles' },
  { name: 'BottleCheckout', pattern: '/bottle-checkout' },
  { name: 'Teams', pattern: '/talents' },
  { name: 'TeamDetails', pattern: '/talent-details/:id' },
  { name: 'TalentSubmissions', pattern: '/talent-submissions' },
  { name: 'Payment', pattern: '/payment/:paymentType/:orderId' },
  { name: 'Coatcheck', pattern: '/coatcheck' },
  { name: 'Confirmation', pattern: '/confirmation' },
  { name: 'pdfViewer', pattern: '/view/:file' },
  { name: 'PrivacyPolicy', pattern: '/privacy-policy' },
  { name: 'Promotion', pattern: '/promotion/:promotionId' },
  { name: 'GiftCards', pattern: '/gift-cards' },
  // A guest's own code, bright and large for the door (docs/product.md#codes-for-guests).
  { name: 'GuestCode', pattern: '/guest-code/:token' },
  // Find my orders (docs/product.md#find-my-orders): the ask, and the list a mailed link opens.
  { name: 'MyOrders', pattern: '/my-orders' },
  { name: 'MyOrdersList', pattern: '/my-orders/:token' },
] as const;

export type RouteName = (typeof routes)[number]['name'];
export type RouteParams = Readonly<Record<string, string>>;

/** Old paths still found in sent e-mails and links: each redirects to its new path, same id. */
export const legacyRedirects = [
  { from: '/bookingCheckout/:id', to: '/booking-checkout/:id' },
  { from: '/planningCancelConfirmation/:id', to: '/cancel-booking/:id' },
  { from: '/reservationCheckout/:id', to: '/reservation-checkout/:id' },
  { from: '/AddPlusGuest/:id', to: '/other-guests/:id' },
] as const;

/**
 * A redirect is permanent (301) when the page has moved for good: a legacy path or a path with an
 * empty segment (`/events/`); an unknown path goes to / for now (302), as the spec says.
 */
export type ResolvedPath =
  | { readonly kind: 'page'; readonly route: RouteName; readonly params: RouteParams }
  | { readonly kind: 'redirect'; readonly to: string; readonly permanent: boolean };

const segmentsOf = (path: string): string[] => path.split('/').filter((s) => s !== '');

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape (a lone %) is kept as typed rather than failing the whole navigation.
    return segment;
  }
}

/** The params of `path` if it fits `pattern` (case-sensitive, trailing slash ignored), else null. */
export function matchPattern(pattern: string, path: string): RouteParams | null {
  const want = segmentsOf(pattern);
  const got = segmentsOf(path);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const actual = got[i] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeSegment(actual);
    else if (part !== actual) return null;
  }
  return params;
}

/** Fills `:param` segments; values are URI-encoded so an id can never add a segment. */
export function fillPattern(pattern: string, params: RouteParams): string {
  const filled = segmentsOf(pattern).map((part) => (part.startsWith(':') ? encodeURIComponent(params[part.slice(1)] ?? '') : part));
  return `/${filled.join('/')}`;
}

/** The one address of a path: no trailing slash and no empty segment (`/events/` and `/events//` are `/events`). */
export const canonicalPath = (path: string): string => `/${segmentsOf(path).join('/')}`;

/** A path (no query) resolved to its page, a legacy or canonical redirect, or the redirect of an unknown path to /. */
export function resolvePath(path: string): ResolvedPath {
  const canonical = canonicalPath(path);
  for (const route of routes) {
    const params = matchPattern(route.pattern, path);
    if (params)
      return canonical === path ? { kind: 'page', route: route.name, params } : { kind: 'redirect', to: canonical, permanent: true };
  }
  for (const redirect of legacyRedirects) {
    const params = matchPattern(redirect.from, path);
    if (params) return { kind: 'redirect', to: fillPattern(redirect.to, params), permanent: true };
  }
  return { kind: 'redirect', to: '/', permanent: false };
}

export function routePattern(name: RouteName): string {
  const route = routes.find((r) => r.name === name);
  if (!route) throw new Error(`unknown route ${name}`);
  return route.pattern;
}

/** The path of a named route with its params, e.g. pathTo('Payment', { paymentType: 'bottles', orderId }). */
export const pathTo = (name: RouteName, params: RouteParams = {}): string => fillPattern(routePattern(name), params);

/**
 * The order secret in a page's query, when the buyer's browser holds it: the payment page hands it on to the
 * confirmation, which shows the guests' codes with it (docs/product.md#codes-for-guests). Anyone else's address has none.
 */
export const secretQuery = (orderSecret?: string | null): Query => (orderSecret ? { [ORDER_SECRET_PARAM]: orderSecret } : {});

/** `path` with the buyer's order secret in its query, when known. */
export const withSecret = (path: string, orderSecret?: string | null): string => path + stringifyQuery(secretQuery(orderSecret));

/**
 * Confirmation page for a finished flow (query type, for example talent), with the order it
 * confirms when there is one: /confirmation?type=bottles&orderId=... (docs/product.md#payment-and-confirmation).
 */
export const confirmationHref = (type: string, orderId?: string, orderSecret?: string | null): string =>
  pathTo('Confirmation') + stringifyQuery(orderId ? { type, orderId, ...secretQuery(orderSecret) } : { type });

/** /payment/{paymentType}/{orderId}, with the buyer's order secret when known. */
export const paymentHref = (paymentType: string, orderId: string, orderSecret?: string | null): string =>
  withSecret(pathTo('Payment', { paymentType, orderId }), orderSecret);
