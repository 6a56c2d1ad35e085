// The ports the shell, the pages and their loaders use; nothing else in apps/web talks to the
// venue. Content and session load their HTTP adapter (app/venue-http.ts) on their first call.
import type { MoneyExponent } from '@venue/adapters/http/money-exponent';
import type { VenueHttpClient } from '@venue/adapters/http/venue-http-client';
import type { ContentPort } from '@venue/core/content/content.port';
import type { OrdersPort } from '@venue/core/orders/orders.port';
import type { TicketBookingPort } from '@venue/core/orders/ticket-booking.port';
import type { SessionPort } from '@venue/core/session/session.port';
import type { TalentSubmissionPort } from '@venue/core/talents/talent-submission.port';
import type { ReviewsPort } from '@venue/core/content/reviews.port';
import type { FormsPort } from '@venue/core/forms/forms.port';
import { deferredPort } from './deferred-port';

// The guest's storage lives in app/storage.ts, which app/venue-http.ts imports too (no import circle).
export { storage } from './storage';

export const content = deferredPort<ContentPort>(() => import('./venue-http').then((http) => http.content));
export const session = deferredPort<SessionPort>(() => import('./venue-http').then((http) => http.session));
/** For the adapters a page builds itself (payment, mailing list, order lookup). */
export const venueClient = deferredPort<VenueHttpClient>(() => import('./venue-http').then((http) => http.venueClient));
/** The decimals of the venue's currency, for the adapters that decode money (app/venue-http.ts). */
export const moneyExponent: MoneyExponent = () => import('./venue-http').then((http) => http.moneyExponent());
/** The order calls (check, create, fetch, confirm) of every order page, loaded with the first call. */
export const orders = deferredPort<OrdersPort>(() =>
  import('@venue/adapters/http/orders.http').then((http) => http.createOrdersHttp(venueClient, moneyExponent)),
);
/** A ticket order's guests and its promoter check, loaded with the first call. */
export const ticketBooking = deferredPort<TicketBookingPort>(() =>
  import('@venue/adapters/http/ticket-booking.http').then((http) => http.createTicketBookingHttp(venueClient, moneyExponent)),
);
/** The talent application, loaded with the first send. */
export const talentSubmissions = deferredPort<TalentSubmissionPort>(() =>
  import('@venue/adapters/http/talent-submission.http').then((http) => http.createTalentSubmissionHttp(venueClient)),
);
/** What a review page shows and a guest's new review, loaded with the first call. */
export const reviews = deferredPort<ReviewsPort>(() =>
  import('@venue/adapters/http/reviews.http').then((http) => http.createReviewsHttp(venueClient)),
);
/** The Careers, Contact and StaffAvailability pages' reads and sends, loaded with the first call. */
export const forms = deferredPort<FormsPort>(() =>
  import('@venue/adapters/http/forms.http').then((http) => http.createFormsHttp(venueClient)),
);
