/** @jsxRuntime automatic */
// To the guest of a paid food order (docs/product.md#mail).
import { Para } from './mail-parts';
import { PaidOrderMail, type PaidOrderProps } from './paid-order-mail';

export const foodOrderPaidSubject = (venueName: string): string => `Your food order from ${venueName}`;

export const FoodOrderPaidMail = (p: PaidOrderProps) => (
  <PaidOrderMail {...p} title="Your food order is in">
    <Para>Thank you! The kitchen has your order and will deliver it to the address you gave.</Para>
  </PaidOrderMail>
);
