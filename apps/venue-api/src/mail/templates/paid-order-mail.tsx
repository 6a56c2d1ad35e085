/** @jsxRuntime automatic */
// The frame the paid-order mails share (docs/product.md#mail): the confirmation's title and words, the night the order
// is for (docs/product.md#the-night-summary), the order's facts, a code for the door when the order has one, the
// figures with what is left for the venue, and the invoice.
import type { NightSummary } from '@venue/core/night/night-summary';
import type { ReactNode } from 'react';
import { mailWords } from '../../languages/mail-words';
import { MailLayout, type MailBrand } from './mail-layout';
import {
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

export interface PaidOrderProps {
  readonly brand: MailBrand;
  readonly language: string;
  readonly guestName: string;
  readonly orderNumber: string;
  /** The night the order is for; null for food and gift cards. */
  readonly night: NightSummary | null;
  /** More about the order (the claim number). */
  readonly facts: readonly Fact[];
  readonly code: GuestCodePart | null;
  readonly amounts: readonly Fact[];
  readonly atVenueNote: string | null;
  readonly invoice: MailFile | null;
}

export function PaidOrderMail({
  title,
  codeTitle,
  children,
  ...p
}: PaidOrderProps & { title: string; codeTitle?: string; children: ReactNode }) {
  const w = mailWords(p.language);
  return (
    <MailLayout brand={p.brand} language={p.language} preview={w.orderPreview(title, p.orderNumber)}>
      <Title>{title}</Title>
      <Para>{w.hi(p.guestName)}</Para>
      {children}
      {p.night ? <NightSummaryPart night={p.night} language={p.language} /> : null}
      <Facts facts={[{ label: w.order, value: p.orderNumber }, ...p.facts]} language={p.language} />
      {p.code ? (
        <>
          <Subtitle>{codeTitle ?? w.yourCodeForTheDoor}</Subtitle>
          <GuestCode code={p.code} language={p.language} />
        </>
      ) : null}
      {p.amounts.length > 0 ? (
        <>
          <Subtitle>{w.amounts}</Subtitle>
          <Facts facts={p.amounts} language={p.language} />
        </>
      ) : null}
      {p.atVenueNote ? <Para>{p.atVenueNote}</Para> : null}
      {p.invoice ? <InvoiceNote invoice={p.invoice} language={p.language} /> : null}
    </MailLayout>
  );
}
