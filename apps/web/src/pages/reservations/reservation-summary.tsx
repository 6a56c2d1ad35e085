// A reservation as the venue keeps it (docs/product.md#reservations-and-venue-booking), read from the backend.
import type { Reservation } from '@venue/core/booking/reservation.schema';
import { SummaryList } from '../../ui/summary-list';
import { reservationStatusWord } from './reservation-words';
import styles from './reservations.module.css';
import * as m from '~messages/reservations';

export function ReservationSummary({ reservation }: { readonly reservation: Reservation }) {
  const { details } = reservation;
  return (
    <SummaryList
      className={styles.summary}
      rows={[
        [m.reservationNumber, reservation.orderId],
        [m.status, reservationStatusWord[reservation.status]],
        [m.date, details.reservationDate],
        [m.arrivalTime, details.reservationTime],
        [m.guests, details.noOfGuests],
        [m.name, details.clientName],
        [m.email, details.clientEmail],
        [m.phone, details.clientPhoneNumber],
        details.specialRequest.trim() !== '' && [m.specialRequest, details.specialRequest],
      ]}
    />
  );
}
