/** @jsxRuntime automatic */
// To the buyer of a paid gift card (docs/product.md#mail): the receipt, and where the card went.
import { Para } from './mail-parts';
import { PaidOrderMail, type PaidOrderProps } from './paid-order-mail';

export const giftCardReceiptSubject = (venueName: string): string => `Your ${venueName} gift card receipt`;

export const GiftCardReceiptMail = ({ recipient, ...p }: PaidOrderProps & { readonly recipient: string }) => (
  <PaidOrderMail {...p} title="Your gift card is paid">
    <Para>Thank you! Keep the order number below: it is the reference of this gift card at the venue.</Para>
    <Para>The gift card goes to {recipient}.</Para>
  </PaidOrderMail>
);
