/** @jsxRuntime automatic */
// To the guest, after each change they save to a confirmed reservation (docs/product.md#mail): the reservation as
// it stands now, and a calendar entry that replaces the one sent before.
import { Para } from './mail-parts';
import { ReservationFrame, type ReservationMailProps } from './reservation-frame';

export const reservationChangedSubject = (when: string): string => `Your reservation is updated: ${when}`;

export const ReservationChangedMail = (p: ReservationMailProps) => (
  <ReservationFrame {...p} title="Your reservation is updated">
    <Para>Here is your reservation as it stands now. We look forward to seeing you.</Para>
  </ReservationFrame>
);
