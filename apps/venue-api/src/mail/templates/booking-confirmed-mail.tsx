/** @jsxRuntime automatic */
// To the guest, once their venue booking is confirmed or its deposit paid (docs/product.md#mail): the night heads the
// booking's facts (docs/product.md#the-night-summary), then the amounts once paid.
import type { NightSummary } from '@venue/core/night/night-summary';
import { Facts, InvoiceNote, NightSummaryPart, Para, Subtitle, type Fact, type MailFile } from './mail-parts';
import { mailWords } from '../../languages/mail-words';
import { ReservationFrame, type ReservationMailProps } from './reservation-frame';

export const bookingConfirmedSubject = (language: string, when: string): string => mailWords(language).bookingConfirmedSubject(when);

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
  <ReservationFrame {...p} title={mailWords(p.language).bookingConfirmedTitle}>
    <Para>{mailWords(p.language).bookingConfirmedBody(p.when)}</Para>
    {night ? <NightSummaryPart night={night} language={p.language} /> : null}
    {amounts.length > 0 ? (
      <>
        <Subtitle>{mailWords(p.language).amounts}</Subtitle>
        <Facts facts={amounts} language={p.language} />
      </>
    ) : null}
    {invoice ? <InvoiceNote invoice={invoice} language={p.language} /> : null}
  </ReservationFrame>
);
