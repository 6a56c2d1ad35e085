/** @jsxRuntime automatic */
// To the guest of a paid coat check claim (docs/product.md#mail): the claim number and the code for the desk.
import { mailWords } from '../../languages/mail-words';
import { Para } from './mail-parts';
import { PaidOrderMail, type PaidOrderProps } from './paid-order-mail';

export const coatCheckClaimSubject = (language: string, claimNumber: string): string => mailWords(language).coatCheckSubject(claimNumber);

export const CoatCheckClaimMail = (p: PaidOrderProps) => (
  <PaidOrderMail {...p} title={mailWords(p.language).coatCheckTitle} codeTitle={mailWords(p.language).coatCheckCodeTitle}>
    <Para>{mailWords(p.language).coatCheckBody}</Para>
  </PaidOrderMail>
);
