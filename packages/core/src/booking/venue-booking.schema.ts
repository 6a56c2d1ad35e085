// A private venue booking (docs/product.md#reservations-and-venue-booking: the pages Booking and
// cancel-booking/{eventId}; the calls new-booking, booking-info/{id}, api/privateEvents/*). The
// product brief shows no payload; the names follow the other payloads. The venue keeps a booking
// as a private event: getOnePrivateEvent reads it, editPrivateEvent changes it, promoteStatus moves its status (the guest confirms or cancels).
import { Schema } from 'effect';
import { ClientDevice, ClientEmail, ClientName, ClientPhoneNumber, FreeText, RefId } from '../orders/guest-fields.schema';
import { orderStatuses } from '../orders/order-response.schema';
import { SHORT_TEXT_MAX, upTo } from '../shared/input-limits';
import { GuestCount, NightDate, NightTime } from './booking-fields.schema';

/** What the guest may change later (PUT api/privateEvents/editPrivateEvent/{id}). */
export const PrivateEventEdit = Schema.Struct({
  /** MM/DD/YYYY: the night of the event. */
  eventDate: NightDate,
  /** "9:00 PM": when the event starts; the time checked against blocked periods. */
  startTime: NightTime,
  /** "2:00 AM": when it ends, later the same night. */
  endTime: NightTime,
  noOfGuests: GuestCount,
  /** Birthday, corporate, wedding...: free text, not empty. */
  eventType: FreeText.pipe(
    Schema.check(
      upTo(SHORT_TEXT_MAX),
      Schema.makeFilter((s: string) => s.trim().length > 0 || 'Expected the kind of event'),
    ),
  ),
  specialRequest: FreeText,
});
export type PrivateEventEdit = typeof PrivateEventEdit.Type;

const guest = { clientName: ClientName, clientEmail: ClientEmail, clientPhoneNumber: ClientPhoneNumber };

/** The body of new-booking. */
export const VenueBookingPayload = Schema.Struct({ ...PrivateEventEdit.fields, ...guest, ...ClientDevice });
export type VenueBookingPayload = typeof VenueBookingPayload.Type;

/** The booking as the venue keeps it: what the private-event calls and booking-info carry in `details`. */
export const PrivateEventDetails = Schema.Struct({ ...PrivateEventEdit.fields, ...guest });
export type PrivateEventDetails = typeof PrivateEventDetails.Type;

/** The statuses a guest can move a private event to (PUT api/privateEvents/promoteStatus/{id}). */
export const promotableStatuses = ['Confirmed', 'Cancelled'] as const;
export const PromoteStatusRequest = Schema.Struct({ status: Schema.Literals(promotableStatuses) });
export type PromoteStatusRequest = typeof PromoteStatusRequest.Type;

/** A private event as the privateEvents calls answer it: the order details of every order lookup. */
export const PrivateEvent = Schema.Struct({ orderId: RefId, status: Schema.Literals(orderStatuses), details: PrivateEventDetails });
export type PrivateEvent = typeof PrivateEvent.Type;
export const PrivateEventResponse = Schema.Struct({ data: PrivateEvent });
