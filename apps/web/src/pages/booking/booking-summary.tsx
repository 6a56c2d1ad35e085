// A private event as the venue keeps it: its number, night, guests, kind, request and who asked; the
// checkout and cancel pages show it.
import type { ReactNode } from 'react';
import { eventDateLabel, eventTimesLabel } from '@venue/core/booking/booking-status-texts';
import type { PrivateEvent } from '@venue/core/booking/venue-booking.schema';
import styles from './booking.module.css';

/** `children`: more rows (dt, dd) after the booking's own, such as the deposit due. */
export function BookingFacts({ booking, children }: { readonly booking: PrivateEvent; readonly children?: ReactNode }) {
  const { details } = booking;
  return (
    <dl className={styles.facts}>
      <dt>Booking number</dt>
      <dd>{booking.orderId}</dd>
      <dt>Status</dt>
      <dd>{booking.status}</dd>
      <dt>Date</dt>
      <dd>{eventDateLabel(details.eventDate)}</dd>
      <dt>Time</dt>
      <dd>{eventTimesLabel(details)}</dd>
      <dt>Guests</dt>
      <dd>{details.noOfGuests}</dd>
      <dt>Event</dt>
      <dd>{details.eventType}</dd>
      {details.specialRequest !== '' && (
        <>
          <dt>Special request</dt>
          <dd>{details.specialRequest}</dd>
        </>
      )}
      <dt>Name</dt>
      <dd>{details.clientName}</dd>
      <dt>Email</dt>
      <dd>{details.clientEmail}</dd>
      <dt>Phone</dt>
      <dd>{details.clientPhoneNumber}</dd>
      {children}
    </dl>
  );
}
