/** @jsxRuntime automatic */
// To the guest who asked to book the venue (docs/product.md#mail): the request arrived, the team follows up.
import { Para } from './mail-parts';
import { ReservationFrame, type ReservationMailProps } from './reservation-frame';

export const bookingReceivedSubject = (venueName: string): string => `We have your request to book ${venueName}`;

export const BookingReceivedMail = (p: ReservationMailProps) => (
  <ReservationFrame {...p} title="Thank you for your booking request">
    <Para>We have your request to book the venue. Our team will contact you to confirm the details.</Para>
  </ReservationFrame>
);
