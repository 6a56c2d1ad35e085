// A private event as the venue keeps it: its number, night, guests, kind, request and who asked; the
// checkout and cancel pages show it.
import type { ReactNode } from 'react';
import { eventDateLabel, eventTimesLabel } from '@venue/core/booking/booking-status-texts';
import type { PrivateEvent } from '@venue/core/booking/venue-booking.schema';
import { SummaryList } from '../../ui/summary-list';

/** `children`: more rows (dt, dd) after the booking's own, such as the deposit due. */
export function BookingFacts({ booking, children }: { readonly booking: PrivateEvent; readonly children?: ReactNode }) {
  const { details } = booking;
  return (
    <SummaryList
      rows={[
        ['Booking number', booking.orderId],
        ['Status', booking.status],
        ['Date', eventDateLabel(details.eventDate)],
        ['Time', eventTimesLabel(details)],
        ['Guests', details.noOfGuests],
        ['Event', details.eventType],
        details.specialRequest !== '' && ['Special request', details.specialRequest],
        ['Name', details.clientName],
        ['Email', details.clientEmail],
        ['Phone', details.clientPhoneNumber],
      ]}
    >
      {children}
    </SummaryList>
  );
}
