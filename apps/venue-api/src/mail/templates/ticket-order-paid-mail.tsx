/** @jsxRuntime automatic */
// To the buyer of a paid ticket order (docs/product.md#mail): every guest's code, each guest's own link to send on,
// the order's figures, the invoice and the night for the calendar.
import type { NightSummary } from '@venue/core/night/night-summary';
import { nightTitle, nightWhen } from '@venue/core/night/night-words';
import { MailLayout, type MailBrand } from './mail-layout';
import {
  CalendarNote,
  Facts,
  GuestCode,
  InvoiceNote,
  NightSummaryPart,
  Para,
  Subtitle,
  Title,
  type Fact,
  type GuestCodePart,
  type MailFile,
} from './mail-parts';
import { ENGLISH_NIGHT, ENGLISH_NIGHT_FORMATS } from '../../shared/english-night-words';

export interface TicketOrderPaidMailProps {
  readonly brand: MailBrand;
  readonly language: string;
  readonly buyerName: string;
  /** The event's night with the order's tickets (docs/product.md#the-night-summary). */
  readonly night: NightSummary;
  readonly eventLink: string;
  readonly orderNumber: string;
  readonly codes: readonly GuestCodePart[];
  /** Subtotal, tax, …, Total, Paid: the confirmation's rows. */
  readonly amounts: readonly Fact[];
  readonly invoice: MailFile | null;
  readonly calendar: MailFile;
}

export const ticketOrderPaidSubject = (night: NightSummary): string => `Your tickets for ${nightTitle(night, ENGLISH_NIGHT)}`;

export function TicketOrderPaidMail(p: TicketOrderPaidMailProps) {
  const several = p.codes.length > 1;
  return (
    <MailLayout
      brand={p.brand}
      language={p.language}
      preview={`Your tickets are booked: ${nightTitle(p.night, ENGLISH_NIGHT)}, ${nightWhen(p.night, ENGLISH_NIGHT, ENGLISH_NIGHT_FORMATS)}.`}
    >
      <Title>Your tickets are booked</Title>
      <Para>Hi {p.buyerName},</Para>
      <Para>Thank you! Each guest shows their own code at the door. We look forward to seeing you.</Para>
      <NightSummaryPart night={p.night} links={[{ href: p.eventLink, text: 'See the event' }]} />
      <Subtitle>{several ? 'Your codes for the door' : 'Your code for the door'}</Subtitle>
      {several ? (
        <Para>
          Each code lets one guest in, once. Send each friend the link under their code: it shows them their own code and nothing else of
          your order.
        </Para>
      ) : (
        <Para>Your code lets you in once.</Para>
      )}
      {p.codes.map((code) => (
        <GuestCode key={code.cid} code={code} />
      ))}
      <Subtitle>Order {p.orderNumber}</Subtitle>
      <Facts facts={p.amounts} />
      {p.invoice ? <InvoiceNote invoice={p.invoice} /> : null}
      <CalendarNote calendar={p.calendar} />
    </MailLayout>
  );
}
