/** @jsxRuntime automatic */
// To the guest, after each change they save to a confirmed reservation (docs/product.md#mail): the reservation as
// it stands now, and a calendar entry that replaces the one sent before.
import { Para } from './mail-parts';
import { mailWords } from '../../languages/mail-words';
import { ReservationFrame, type ReservationMailProps } from './reservation-frame';

export const reservationChangedSubject = (language: string, when: string): string => mailWords(language).reservationChangedSubject(when);

export const ReservationChangedMail = (p: ReservationMailProps) => (
  <ReservationFrame {...p} title={mailWords(p.language).reservationChangedTitle}>
    <Para>{mailWords(p.language).reservationChangedBody}</Para>
  </ReservationFrame>
);
