/** @jsxRuntime automatic */
// To the buyer of a paid ticket order (docs/product.md#mail): every guest's code, each guest's own link to send on,
// the order's figures, the invoice and the night for the calendar.
import { MailLayout, type MailBrand } from './mail-layout';
import {
  CalendarNote,
  EventFacts,
  Facts,
  GuestCode,
  InvoiceNote,
  Para,
  Subtitle,
  Title,
  type Fact,
  type GuestCodePart,
  type MailFile,
} from './mail-parts';

export interface TicketOrderPaidMailProps {
  readonly brand: MailBrand;
  readonly language: string;
  readonly buyerName: string;
  readonly eventName: string;
  /** "Sat 06/15/2030, 10:00 PM to 4:00 AM". */
  readonly when: string;
  readonly place: string;
  readonly eventLink: string;
  readonly orderNumber: string;
  readonly codes: readonly GuestCodePart[];
  /** Subtotal, tax, …, Total, Paid: the confirmation's rows. */
  readonly amounts: readonly Fact[];
  readonly invoice: MailFile | null;
  readonly calendar: MailFile;
}

export const ticketOrderPaidSubject = (p: Pick<TicketOrderPaidMailProps, 'eventName'>): string => `Your tickets for ${p.eventName}`;

export function TicketOrderPaidMail(p: TicketOrderPaidMailProps) {
  const several = p.codes.length > 1;
  return (
    <MailLayout brand={p.brand} language={p.language} preview={`Your tickets are booked: ${p.eventName}, ${p.when}.`}>
      <Title>Your tickets are booked</Title>
      <Para>Hi {p.buyerName},</Para>
      <Para>Thank you! Each guest shows their own code at the door. We look forward to seeing you.</Para>
      <EventFacts eventName={p.eventName} when={p.when} place={p.place} eventLink={p.eventLink} />
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
