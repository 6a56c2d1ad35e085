/** @jsxRuntime automatic */
// To the guest of a paid food order (docs/product.md#mail).
import { mailWords } from '../../languages/mail-words';
import { Para } from './mail-parts';
import { PaidOrderMail, type PaidOrderProps } from './paid-order-mail';

export const foodOrderPaidSubject = (language: string, venueName: string): string => mailWords(language).foodSubject(venueName);

export const FoodOrderPaidMail = (p: PaidOrderProps) => (
  <PaidOrderMail {...p} title={mailWords(p.language).foodTitle}>
    <Para>{mailWords(p.language).foodBody}</Para>
  </PaidOrderMail>
);
