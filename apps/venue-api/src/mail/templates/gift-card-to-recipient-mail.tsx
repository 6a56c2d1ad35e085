/** @jsxRuntime automatic */
// To the recipient of a gift card (docs/product.md#mail): who sent it, their message, its value and its reference.
import { mailWords } from '../../languages/mail-words';
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

export const giftCardToRecipientSubject = (language: string, p: { senderName: string; venueName: string }): string =>
  mailWords(language).giftSubject(p.senderName, p.venueName);

export function GiftCardToRecipientMail(p: GiftCardToRecipientMailProps) {
  const w = mailWords(p.language);
  return (
    <MailLayout brand={p.brand} language={p.language} preview={w.giftPreview(p.amount, p.senderName)}>
      <Title>{w.giftTitle}</Title>
      <Para>{w.hi(p.recipientName)}</Para>
      <Para>{w.giftBody(p.senderName, p.amount, p.brand.name)}</Para>
      {p.message ? <Para>{w.quoted(p.message)}</Para> : null}
      <Facts
        facts={[
          { label: w.giftValue, value: p.amount },
          { label: w.giftReference, value: p.reference },
        ]}
        language={p.language}
      />
      <Para>{w.giftUseReference}</Para>
      <Action href={p.brand.home}>{w.seeWhatIsOn}</Action>
    </MailLayout>
  );
}
