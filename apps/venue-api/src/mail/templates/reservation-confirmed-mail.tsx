/** @jsxRuntime automatic */
// To the guest, once their table reservation is confirmed (docs/product.md#mail).
import { Para } from './mail-parts';
import { ReservationFrame, type ReservationMailProps } from './reservation-frame';

export const reservationConfirmedSubject = (when: string): string => `Your table on ${when} is confirmed`;

export const ReservationConfirmedMail = (p: ReservationMailProps) => (
  <ReservationFrame {...p} title="Thank you for your reservation">
    <Para>We have your table reservation and look forward to seeing you.</Para>
  </ReservationFrame>
);
