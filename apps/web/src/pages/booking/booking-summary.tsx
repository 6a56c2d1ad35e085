// A private event as the venue keeps it: its number, night, guests, kind, request and who asked; the
// checkout and cancel pages show it.
import type { ReactNode } from 'react';
import type { PrivateEvent } from '@venue/core/booking/venue-booking.schema';
import { SummaryList } from '../../ui/summary-list';
import { bookingStatusWord, eventTypeWord } from './booking-words';
import { eventDateText } from './event-date-text';
import * as m from '~messages/booking';

/** `children`: more rows (dt, dd) after the booking's own, such as the deposit due. */
export function BookingFacts({ booking, children }: { readonly booking: PrivateEvent; readonly children?: ReactNode }) {
  const { details } = booking;
  return (
    <SummaryList
      rows={[
        [m.bookingNumber, booking.orderId],
        [m.status, bookingStatusWord[booking.status]],
        [m.date, eventDateText(details.eventDate)],
        [m.time, m.eventTimes(details.startTime, details.endTime)],
        [m.guests, details.noOfGuests],
        [m.event, eventTypeWord(details.eventType)],
        details.specialRequest !== '' && [m.specialRequest, details.specialRequest],
        [m.name, details.clientName],
        [m.email, details.clientEmail],
        [m.phone, details.clientPhoneNumber],
      ]}
    >
      {children}
    </SummaryList>
  );
}
