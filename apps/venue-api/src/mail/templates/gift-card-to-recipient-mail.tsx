/** @jsxRuntime automatic */
// To the recipient of a gift card (docs/product.md#mail): who sent it, their message, its value and its reference.
import { MailLayout, type MailBrand } from './mail-layout';
import { Action, Facts, Para, Title } from './mail-parts';

export interface GiftCardToRecipientMailProps {
  readonly brand: MailBrand;
  readonly language: string;
  readonly recipientName: string;
  readonly senderName: string;
  /** The sender's own words, as typed (plain text: React escapes it). */
  readonly message: string;
  readonly amount: string;
  readonly reference: string;
}

export const giftCardToRecipientSubject = (p: { senderName: string; venueName: string }): string =>
  `${p.senderName} sent you a ${p.venueName} gift card`;

export function GiftCardToRecipientMail(p: GiftCardToRecipientMailProps) {
  return (
    <MailLayout brand={p.brand} language={p.language} preview={`A gift card of ${p.amount} from ${p.senderName}.`}>
      <Title>A gift card for you</Title>
      <Para>Hi {p.recipientName},</Para>
      <Para>
        {p.senderName} sent you a gift card of {p.amount} for {p.brand.name}.
      </Para>
      {p.message ? <Para>“{p.message}”</Para> : null}
      <Facts
        facts={[
          { label: 'Value', value: p.amount },
          { label: 'Reference', value: p.reference },
        ]}
      />
      <Para>Give the reference at the venue to use your card.</Para>
      <Action href={p.brand.home}>See what is on</Action>
    </MailLayout>
  );
}
