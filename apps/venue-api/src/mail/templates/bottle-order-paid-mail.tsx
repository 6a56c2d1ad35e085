/** @jsxRuntime automatic */
// To the guest of a paid bottle order, or one whose deposit is paid (docs/product.md#mail).
import { Para } from './mail-parts';
import { PaidOrderMail, type PaidOrderProps } from './paid-order-mail';

export const bottleOrderPaidSubject = (night: string): string => `Your bottle service on ${night}`;

export const BottleOrderPaidMail = (p: PaidOrderProps) => (
  <PaidOrderMail {...p} title="Your bottle service is booked" codeTitle="Your table’s code for the door">
    <Para>
      Thank you! Your table and bottles are reserved for the night you chose. Please bring a photo ID matching the name on the order and the
      card you paid with.
    </Para>
  </PaidOrderMail>
);
