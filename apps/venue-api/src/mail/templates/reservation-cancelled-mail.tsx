/** @jsxRuntime automatic */
// To the guest, when their reservation is cancelled (docs/product.md#mail): the calendar file takes the entry off.
import { Para } from './mail-parts';
import { mailWords } from '../../languages/mail-words';
import { ReservationFrame, type ReservationMailProps } from './reservation-frame';

export const reservationCancelledSubject = (language: string, when: string): string =>
  mailWords(language).reservationCancelledSubject(when);

export const ReservationCancelledMail = (p: ReservationMailProps) => (
  <ReservationFrame {...p} title={mailWords(p.language).reservationCancelledTitle}>
    <Para>{mailWords(p.language).reservationCancelledBody(p.when)}</Para>
  </ReservationFrame>
);
