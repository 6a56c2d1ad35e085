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
import { mailWords } from '../../languages/mail-words';
import { nightFormatsIn, nightWordsIn } from '../../languages/night-words';

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

export const ticketOrderPaidSubject = (language: string, night: NightSummary): string =>
  mailWords(language).ticketsSubject(nightTitle(night, nightWordsIn(language)));

export function TicketOrderPaidMail(p: TicketOrderPaidMailProps) {
  const several = p.codes.length > 1;
  const w = mailWords(p.language);
  const nightWords = nightWordsIn(p.language);
  return (
    <MailLayout
      brand={p.brand}
      language={p.language}
      preview={w.ticketsPreview(nightTitle(p.night, nightWords), nightWhen(p.night, nightWords, nightFormatsIn(p.language)))}
    >
      <Title>{w.ticketsTitle}</Title>
      <Para>{w.hi(p.buyerName)}</Para>
      <Para>{w.ticketsThanks}</Para>
      <NightSummaryPart night={p.night} language={p.language} links={[{ href: p.eventLink, text: w.seeTheEvent }]} />
      <Subtitle>{several ? w.yourCodesForTheDoor : w.yourCodeForTheDoor}</Subtitle>
      <Para>{several ? w.ticketsEachCode : w.ticketsOneCode}</Para>
      {p.codes.map((code) => (
        <GuestCode key={code.cid} code={code} language={p.language} />
      ))}
      <Subtitle>{w.orderNumber(p.orderNumber)}</Subtitle>
      <Facts facts={p.amounts} language={p.language} />
      {p.invoice ? <InvoiceNote invoice={p.invoice} language={p.language} /> : null}
      <CalendarNote calendar={p.calendar} language={p.language} />
    </MailLayout>
  );
}
