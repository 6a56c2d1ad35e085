/** @jsxRuntime automatic */
// To the guest, when their reservation is cancelled (docs/product.md#mail): the calendar file takes the entry off.
import { Para } from './mail-parts';
import { ReservationFrame, type ReservationMailProps } from './reservation-frame';

export const reservationCancelledSubject = (when: string): string => `Your reservation for ${when} is cancelled`;

export const ReservationCancelledMail = (p: ReservationMailProps) => (
  <ReservationFrame {...p} title="This reservation was cancelled">
    <Para>Your table for {p.when} is cancelled. We hope to see you another night.</Para>
  </ReservationFrame>
);
