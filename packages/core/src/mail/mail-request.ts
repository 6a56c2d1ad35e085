// Which mail goes to whom about what (docs/product.md#mail): plain data, decided in core and handed to the
// backend's outbox, which renders and sends it. Nothing here is a sentence: the words live in the templates.

/** Mails to a guest. */
export const guestMailKinds = [
  'ticket-order-paid',
  'ticket-guest-code',
  'bottle-order-paid',
  'food-order-paid',
  'coat-check-claim',
  'gift-card-receipt',
  'gift-card-to-recipient',
  'reservation-confirmed',
  'reservation-changed',
  'reservation-cancelled',
  'reservation-reminder',
  'booking-received',
  'booking-confirmed',
  'my-orders-link',
  'mailing-list-confirm',
] as const;

/** Mails to the venue's staff (VENUE_STAFF_EMAIL). */
export const staffMailKinds = [
  'staff-reservation',
  'staff-booking-request',
  'staff-job-application',
  'staff-talent-submission',
  'staff-contact-message',
  'staff-availability',
  'staff-chat-waiting',
] as const;

export const mailKinds = [...guestMailKinds, ...staffMailKinds] as const;
export type GuestMailKind = (typeof guestMailKinds)[number];
export type StaffMailKind = (typeof staffMailKinds)[number];
export type MailKind = (typeof mailKinds)[number];

/** What a mail is about: the row its words are drawn from when it is sent, never before (so a mail shows what exists then). */
export const mailSubjectTypes = ['order', 'guest-code', 'form', 'availability', 'conversation', 'lookup', 'subscription'] as const;
export type MailSubjectType = (typeof mailSubjectTypes)[number];
export interface MailSubject {
  readonly type: MailSubjectType;
  readonly id: string;
}

/** What may travel with a mail, besides its inline QR codes. */
export type MailAttachmentKind = 'invoice' | 'calendar';

export interface MailRequest {
  readonly kind: MailKind;
  /** One address; a mail to several staff addresses is one request each. */
  readonly to: string;
  readonly about: MailSubject;
  /** A BCP 47 language tag: the guest's, or the venue's for staff. */
  readonly language: string;
  readonly attachments: readonly MailAttachmentKind[];
  /**
   * Makes a mail of the same kind, subject and recipient a new one (a reservation changed twice, a link asked for
   * again): empty for a mail sent once ever. Part of the mail's identity, so a retry of the same cause adds none.
   */
  readonly occasion: string;
  /** ISO 8601 instant before which it is not sent (a reminder, a chat still unanswered then); absent: at once. */
  readonly sendAfter?: string;
}

export const isStaffMail = (kind: MailKind): kind is StaffMailKind => (staffMailKinds as readonly string[]).includes(kind);
