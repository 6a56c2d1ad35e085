/** @jsxRuntime automatic */
// The frame the paid-order mails share (docs/product.md#mail): the confirmation's title and words, the night the order
// is for (docs/product.md#the-night-summary), the order's facts, a code for the door when the order has one, the
// figures with what is left for the venue, and the invoice.
import type { NightSummary } from '@venue/core/night/night-summary';
import type { ReactNode } from 'react';
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
  return (
    <MailLayout brand={p.brand} language={p.language} preview={`${title}. Order ${p.orderNumber}.`}>
      <Title>{title}</Title>
      <Para>Hi {p.guestName},</Para>
      {children}
      {p.night ? <NightSummaryPart night={p.night} /> : null}
      <Facts facts={[{ label: 'Order', value: p.orderNumber }, ...p.facts]} />
      {p.code ? (
        <>
          <Subtitle>{codeTitle ?? 'Your code for the door'}</Subtitle>
          <GuestCode code={p.code} />
        </>
      ) : null}
      {p.amounts.length > 0 ? (
        <>
          <Subtitle>Amounts</Subtitle>
          <Facts facts={p.amounts} />
        </>
      ) : null}
      {p.atVenueNote ? <Para>{p.atVenueNote}</Para> : null}
      {p.invoice ? <InvoiceNote invoice={p.invoice} /> : null}
    </MailLayout>
  );
}
