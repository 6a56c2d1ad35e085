// Every call the site makes to the venue API, as method and path pattern (docs/api.md lists them).
// `projectDefined` marks the calls whose path the product brief does not show: this project chose them.
export interface SpecEndpoint {
  readonly method: 'GET' | 'POST' | 'PUT';
  readonly path: string;
  readonly projectDefined?: true;
  /** Public pages embedded in an iframe: no bearer token can be sent, so none is asked. */
  readonly public?: true;
}

export const specEndpoints: readonly SpecEndpoint[] = [
  // Sign-in and venue
  { method: 'POST', path: 'oauth/token', public: true },
  { method: 'GET', path: 'general-info' },
  { method: 'GET', path: 'api/venue/getFinancialSettings' },
  { method: 'GET', path: 'api/venue-website-settings/{id}' },
  // Content
  { method: 'GET', path: 'faq-items' },
  { method: 'GET', path: 'food-menu-items' },
  { method: 'GET', path: 'menu-items' },
  { method: 'GET', path: 'sliders' },
  { method: 'GET', path: 'gallery-items' },
  { method: 'GET', path: 'event-album/{id}' },
  { method: 'GET', path: 'api/talents/getAll/{a}/{b}' },
  { method: 'GET', path: 'api/talents/getOne/{id}' },
  { method: 'POST', path: 'api/talents/new-talent' },
  // Events and tickets
  { method: 'GET', path: 'upcomig-events' },
  { method: 'GET', path: 'past-events' },
  { method: 'GET', path: 'api/events/getAllEvents' },
  { method: 'GET', path: 'event-info/{id}' },
  { method: 'GET', path: 'event-tickets/{id}' },
  { method: 'GET', path: 'api/eventTickets/getGroupTickets/{id}' },
  { method: 'POST', path: 'tickets-group' },
  { method: 'POST', path: 'new-ticket-order' },
  { method: 'GET', path: 'ticket-order/{id}' },
  { method: 'POST', path: 'confirm-ticket-order/{orderId}' },
  { method: 'GET', path: 'ticket-attendee/{id}' },
  { method: 'POST', path: 'attendee-info' },
  { method: 'GET', path: 'api/ticketBooking/getBookingAttendee/{id}' },
  { method: 'POST', path: 'api/ticketBooking/editAttendeeGroup' },
  { method: 'POST', path: 'api/eventTickets/validate-promoter' },
  { method: 'POST', path: 'api/ticketBooking/addBooking' },
  { method: 'GET', path: 'api/ticketBooking/bookingPayment/{id}' },
  { method: 'GET', path: 'api/ticketBooking/getBooking/{id}' },
  // Venue bookings and reservations
  { method: 'POST', path: 'new-booking' },
  { method: 'GET', path: 'booking-info/{id}' },
  { method: 'POST', path: 'confirm-booking-order/{orderId}' },
  { method: 'GET', path: 'api/privateEvents/getOnePrivateEvent/{id}' },
  { method: 'PUT', path: 'api/privateEvents/promoteStatus/{id}' },
  { method: 'PUT', path: 'api/privateEvents/editPrivateEvent/{id}' },
  { method: 'GET', path: 'block-times' },
  { method: 'GET', path: 'api/blockReservations/getUpBlocks' },
  { method: 'POST', path: 'check-availability' },
  { method: 'POST', path: 'new-reservation' },
  { method: 'GET', path: 'reservation/{id}' },
  { method: 'PUT', path: 'reservation/{id}' },
  { method: 'POST', path: 'confirm-reservation-order/{orderId}' },
  { method: 'POST', path: 'cancel-reservation/{orderId}', projectDefined: true },
  // Food, bottles, gift cards, coat check
  { method: 'POST', path: 'food-items-group' },
  { method: 'POST', path: 'new-food-order' },
  { method: 'GET', path: 'food-order/{id}' },
  { method: 'POST', path: 'confirm-food-order/{orderId}' },
  { method: 'GET', path: 'bottles-items' },
  { method: 'POST', path: 'bottles-group' },
  { method: 'POST', path: 'new-bottle-order' },
  { method: 'GET', path: 'bottle-order/{id}' },
  { method: 'POST', path: 'confirm-bottle-order/{orderId}' },
  { method: 'GET', path: 'api/shopping/getGroupBottles/{id}' },
  { method: 'POST', path: 'api/shopping/addBottleOrder' },
  { method: 'POST', path: 'api/shopping/getBottlesByIds', projectDefined: true },
  { method: 'GET', path: 'api/shopping/getBottleCategories', projectDefined: true },
  { method: 'POST', path: 'api/shopping/validate-promoter', projectDefined: true },
  { method: 'GET', path: 'gift-card/{id}' },
  { method: 'POST', path: 'submit-gift-card' },
  { method: 'POST', path: 'confirm-gift-card-order/{orderId}' },
  { method: 'POST', path: 'submit-coatcheck' },
  { method: 'GET', path: 'coatcheck/{id}' },
  { method: 'GET', path: 'coat-check-order/{id}', projectDefined: true },
  { method: 'GET', path: 'api/lostItem/{id}' },
  { method: 'POST', path: 'make-payment' },
  { method: 'POST', path: 'make-test-payment' },
  // Other
  { method: 'GET', path: 'job-positions', projectDefined: true },
  { method: 'POST', path: 'apply-job' },
  { method: 'GET', path: 'staff-availability/{id}', projectDefined: true },
  { method: 'PUT', path: 'staff-availability/{id}' },
  { method: 'POST', path: 'submit-contact' },
  { method: 'POST', path: 'new-mailing-list' },
  { method: 'POST', path: 'api/mailingList/add' },
  { method: 'GET', path: 'review/{type}/{id}' },
  { method: 'GET', path: 'api/reviews/review/{type}/{id}' },
  { method: 'POST', path: 'new-review-comment' },
  { method: 'POST', path: 'api/reviews/new-review-comment' },
  { method: 'POST', path: 'api/onlineGuest/newOnlineGuest' },
  { method: 'POST', path: 'api/onlineGuest/newMessage' },
  { method: 'GET', path: 'api/onlineGuest/message/{id}/website' },
  { method: 'POST', path: 'api/onlineGuest/rate', projectDefined: true },
  { method: 'GET', path: 'multiEmailCampain/{promotionId}', public: true },
  { method: 'GET', path: 'invoices/pdf/{file}', public: true },
  // Guest codes (docs/product.md#codes-for-guests)
  { method: 'GET', path: 'guest-codes/order/{orderId}', projectDefined: true },
  { method: 'GET', path: 'guest-codes/guest/{token}', projectDefined: true },
  { method: 'GET', path: 'guest-codes/public-key', projectDefined: true, public: true },
  // Find my orders (docs/product.md#find-my-orders)
  { method: 'POST', path: 'my-orders', projectDefined: true },
  { method: 'GET', path: 'my-orders/{token}', projectDefined: true },
];

/** Whether a concrete request path (`/event-info/42`) matches an endpoint's path pattern. */
export function matchesSpecPath(pattern: string, path: string): boolean {
  const source = pattern.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}|\{[^}]+\}/g, '[^/]+');
  return new RegExp(`^/?${source}$`).test(path);
}
