/** @jsxRuntime automatic */
// To the guest who asked to book the venue (docs/product.md#mail): the request arrived, the team follows up; the
// night asked for heads the booking's facts (docs/product.md#the-night-summary).
import type { NightSummary } from '@venue/core/night/night-summary';
import { NightSummaryPart, Para } from './mail-parts';
import { mailWords } from '../../languages/mail-words';
import { ReservationFrame, type ReservationMailProps } from './reservation-frame';

export const bookingReceivedSubject = (language: string, venueName: string): string =>
  mailWords(language).bookingReceivedSubject(venueName);

export const BookingReceivedMail = ({ night, ...p }: ReservationMailProps & { readonly night: NightSummary | null }) => (
  <ReservationFrame {...p} title={mailWords(p.language).bookingReceivedTitle}>
    <Para>{mailWords(p.language).bookingReceivedBody}</Para>
    {night ? <NightSummaryPart night={night} language={p.language} /> : null}
  </ReservationFrame>
);
