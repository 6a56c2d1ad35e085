/** @jsxRuntime automatic */
// To the guest, once their table reservation is confirmed (docs/product.md#mail).
import { Para } from './mail-parts';
import { mailWords } from '../../languages/mail-words';
import { ReservationFrame, type ReservationMailProps } from './reservation-frame';

export const reservationConfirmedSubject = (language: string, when: string): string =>
  mailWords(language).reservationConfirmedSubject(when);

export const ReservationConfirmedMail = (p: ReservationMailProps) => (
  <ReservationFrame {...p} title={mailWords(p.language).reservationConfirmedTitle}>
    <Para>{mailWords(p.language).reservationConfirmedBody}</Para>
  </ReservationFrame>
);
