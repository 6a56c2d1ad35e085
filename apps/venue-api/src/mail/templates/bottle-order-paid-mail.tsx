/** @jsxRuntime automatic */
// To the guest of a paid bottle order, or one whose deposit is paid (docs/product.md#mail).
import { mailWords } from '../../languages/mail-words';
import { Para } from './mail-parts';
import { PaidOrderMail, type PaidOrderProps } from './paid-order-mail';

export const bottleOrderPaidSubject = (language: string, night: string): string => mailWords(language).bottlesSubject(night);

export const BottleOrderPaidMail = (p: PaidOrderProps) => (
  <PaidOrderMail {...p} title={mailWords(p.language).bottlesTitle} codeTitle={mailWords(p.language).yourTableCodeForTheDoor}>
    <Para>{mailWords(p.language).bottlesBody}</Para>
  </PaidOrderMail>
);
