// An order as the mail rules see it: which order, of which kind, and the payload its guest sent, of which only the
// addresses are read (mail-recipients.ts checks each one).
export interface MailOrder {
  readonly id: string;
  readonly kind: string;
  /** The order as the guest sent it (stored JSON). */
  readonly payload: unknown;
}
