// A reservation as the venue keeps it (docs/product.md#reservations-and-venue-booking), read from the backend.
import type { Reservation } from '@venue/core/booking/reservation.schema';
import styles from './reservations.module.css';

export function ReservationSummary({ reservation }: { readonly reservation: Reservation }) {
  const { details } = reservation;
  return (
    <dl className={styles.summary}>
      <dt>Reservation number</dt>
      <dd>{reservation.orderId}</dd>
      <dt>Status</dt>
      <dd>{reservation.status}</dd>
      <dt>Date</dt>
      <dd>{details.reservationDate}</dd>
      <dt>Arrival time</dt>
      <dd>{details.reservationTime}</dd>
      <dt>Guests</dt>
      <dd>{details.noOfGuests}</dd>
      <dt>Name</dt>
      <dd>{details.clientName}</dd>
      <dt>Email</dt>
      <dd>{details.clientEmail}</dd>
      <dt>Phone</dt>
      <dd>{details.clientPhoneNumber}</dd>
      {details.specialRequest.trim() !== '' && (
        <>
          <dt>Special request</dt>
          <dd>{details.specialRequest}</dd>
        </>
      )}
    </dl>
  );
}
