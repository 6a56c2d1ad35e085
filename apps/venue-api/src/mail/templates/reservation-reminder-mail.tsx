/** @jsxRuntime automatic */
// To the guest, some hours before their table (VENUE_RESERVATION_REMINDER_HOURS, docs/product.md#mail): where to
// come, and how to change or cancel.
import { Para } from './mail-parts';
import { ReservationFrame, type ReservationMailProps } from './reservation-frame';

export const reservationReminderSubject = (when: string): string => `See you soon: your table on ${when}`;

export const ReservationReminderMail = (p: ReservationMailProps) => (
  <ReservationFrame {...p} title="See you soon">
    <Para>
      A reminder of your table at {p.brand.name}. If your plans changed, please change or cancel your reservation so we can give the table
      to someone else.
    </Para>
  </ReservationFrame>
);
