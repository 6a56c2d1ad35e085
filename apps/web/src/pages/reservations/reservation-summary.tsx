// A reservation as the venue keeps it (docs/product.md#reservations-and-venue-booking), read from the backend.
import type { Reservation } from '@venue/core/booking/reservation.schema';
import { SummaryList } from '../../ui/summary-list';
import styles from './reservations.module.css';

export function ReservationSummary({ reservation }: { readonly reservation: Reservation }) {
  const { details } = reservation;
  return (
    <SummaryList
      className={styles.summary}
      rows={[
        ['Reservation number', reservation.orderId],
        ['Status', reservation.status],
        ['Date', details.reservationDate],
        ['Arrival time', details.reservationTime],
        ['Guests', details.noOfGuests],
        ['Name', details.clientName],
        ['Email', details.clientEmail],
        ['Phone', details.clientPhoneNumber],
        details.specialRequest.trim() !== '' && ['Special request', details.specialRequest],
      ]}
    />
  );
}
