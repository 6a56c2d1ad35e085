// What an order read shows whoever holds the order's id (docs/api.md#what-each-read-by-id-exposes): only
// the `details` the site's pages show from it. The API token is public and an order id travels in the
// payment, confirmation and other-guests addresses, so everything else the guest sent (name, e-mail,
// phone, address, message) stays on the staff page (staff/orders/{id}), and so does the network data a form carries
// (`ip`, `userAgent`), which is for staff and abuse handling only.
import { ReservationDetails } from '@venue/core/booking/reservation.schema';
import { PrivateEventDetails } from '@venue/core/booking/venue-booking.schema';
import type { StoredOrder } from '../store/orders.store';

/** Per kind, the details keys a page reads back. */
const shownByKind: Readonly<Record<string, readonly string[]>> = {
  // The other-guests link the buyer shares with friends carries this id; no page shows the buyer.
  tickets: ['eventId', 'tickets'],
  // The payment page shows the lines and figures; the confirmation heads them with the night, its arrival and the
  // table's guests (docs/product.md#the-night-summary).
  bottles: ['bottleDate', 'bottleTime', 'noOfGuests'],
  food: [],
  // The confirmation says where the card goes (core's giftCardRecipientOf); the sender stays private.
  'gift-cards': ['recipientName', 'recipientEmail'],
  // The confirmation shows the claim number (core's claimNumberOf).
  'coat-check': ['ticketNumber'],
  // The change pages show the guest's own reservation and booking back to them, contact details included: what their
  // schemas decode, never the form's `ip` or `userAgent`.
  reservations: Object.keys(ReservationDetails.fields),
  bookings: Object.keys(PrivateEventDetails.fields),
};

export function publicDetails(order: StoredOrder): unknown {
  // A kind not listed here shows nothing until someone decides what its pages need.
  const shown = shownByKind[order.kind] ?? [];
  const payload = order.payload;
  if (typeof payload !== 'object' || payload === null) return {};
  return Object.fromEntries(Object.entries(payload).filter(([key]) => shown.includes(key)));
}
