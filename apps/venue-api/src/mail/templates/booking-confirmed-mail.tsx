/** @jsxRuntime automatic */
// To the guest, once their venue booking is confirmed or its deposit paid (docs/product.md#mail): the night heads the
// booking's facts (docs/product.md#the-night-summary), then the amounts once paid.
import type { NightSummary } from '@venue/core/night/night-summary';
import { Facts, InvoiceNote, NightSummaryPart, Para, Subtitle, type Fact, type MailFile } from './mail-parts';
import { ReservationFrame, type ReservationMailProps } from './reservation-frame';

export const bookingConfirmedSubject = (when: string): string => `Your booking on ${when} is confirmed`;

export const BookingConfirmedMail = ({
  amounts,
  invoice,
  night,
  ...p
}: ReservationMailProps & {
  readonly amounts: readonly Fact[];
  readonly invoice: MailFile | null;
  /** null when the booking's night cannot be read. */
  readonly night: NightSummary | null;
}) => (
  <ReservationFrame {...p} title="Your booking is confirmed">
    <Para>The venue is yours for the night of {p.when}. Our team will be in touch about the details.</Para>
    {night ? <NightSummaryPart night={night} /> : null}
    {amounts.length > 0 ? (
      <>
        <Subtitle>Amounts</Subtitle>
        <Facts facts={amounts} />
      </>
    ) : null}
    {invoice ? <InvoiceNote invoice={invoice} /> : null}
  </ReservationFrame>
);
