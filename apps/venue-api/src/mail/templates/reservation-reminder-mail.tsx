/** @jsxRuntime automatic */
// To the guest, some hours before their table (VENUE_RESERVATION_REMINDER_HOURS, docs/product.md#mail): where to
// come, and how to change or cancel.
import { Para } from './mail-parts';
import { mailWords } from '../../languages/mail-words';
import { ReservationFrame, type ReservationMailProps } from './reservation-frame';

export const reservationReminderSubject = (language: string, when: string): string => mailWords(language).reservationReminderSubject(when);

export const ReservationReminderMail = (p: ReservationMailProps) => (
  <ReservationFrame {...p} title={mailWords(p.language).reservationReminderTitle}>
    <Para>{mailWords(p.language).reservationReminderBody(p.brand.name)}</Para>
  </ReservationFrame>
);
