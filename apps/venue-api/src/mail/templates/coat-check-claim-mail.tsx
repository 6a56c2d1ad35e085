/** @jsxRuntime automatic */
// To the guest of a paid coat check claim (docs/product.md#mail): the claim number and the code for the desk.
import { Para } from './mail-parts';
import { PaidOrderMail, type PaidOrderProps } from './paid-order-mail';

export const coatCheckClaimSubject = (claimNumber: string): string => `Your coat check claim ${claimNumber}`;

export const CoatCheckClaimMail = (p: PaidOrderProps) => (
  <PaidOrderMail {...p} title="Your coat check is paid" codeTitle="Your code for the coat check desk">
    <Para>Thank you! Show your claim ticket at the coat check desk to collect your items.</Para>
  </PaidOrderMail>
);
