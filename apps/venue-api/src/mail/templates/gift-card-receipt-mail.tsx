/** @jsxRuntime automatic */
// To the buyer of a paid gift card (docs/product.md#mail): the receipt, and where the card went.
import { mailWords } from '../../languages/mail-words';
import { Para } from './mail-parts';
import { PaidOrderMail, type PaidOrderProps } from './paid-order-mail';

export const giftCardReceiptSubject = (language: string, venueName: string): string => mailWords(language).giftReceiptSubject(venueName);

export const GiftCardReceiptMail = ({ recipient, ...p }: PaidOrderProps & { readonly recipient: string }) => (
  <PaidOrderMail {...p} title={mailWords(p.language).giftReceiptTitle}>
    <Para>{mailWords(p.language).giftReceiptBody}</Para>
    <Para>{mailWords(p.language).giftGoesTo(recipient)}</Para>
  </PaidOrderMail>
);
