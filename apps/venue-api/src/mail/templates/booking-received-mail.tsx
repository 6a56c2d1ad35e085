/** @jsxRuntime automatic */
// To the guest who asked to book the venue (docs/product.md#mail): the request arrived, the team follows up; the
// night asked for heads the booking's facts (docs/product.md#the-night-summary).
import type { NightSummary } from '@venue/core/night/night-summary';
import { NightSummaryPart, Para } from './mail-parts';
import { ReservationFrame, type ReservationMailProps } from './reservation-frame';

export const bookingReceivedSubject = (venueName: string): string => `We have your request to book ${venueName}`;

export const BookingReceivedMail = ({ night, ...p }: ReservationMailProps & { readonly night: NightSummary | null }) => (
  <ReservationFrame {...p} title="Thank you for your booking request">
    <Para>We have your request to book the venue. Our team will contact you to confirm the details.</Para>
    {night ? <NightSummaryPart night={night} /> : null}
  </ReservationFrame>
);
