// Renders a stored mail from what its subject holds now (docs/product.md#mail): each kind's composer reads its
// subject and answers null when there is nothing left to say, which the sender drops.
import type { MailKind } from '@venue/core/mail/mail-request';
import type { ApiContext } from '../../http/api-context';
import type { ComposeMail } from '../outbox-mail';
import { composeDeps, type MailComposer } from './compose-deps';
import { composeMailingListConfirm, composeMyOrdersLink } from './link-mails';
import {
  composeBottleOrderPaid,
  composeCoatCheckClaim,
  composeFoodOrderPaid,
  composeGiftCardReceipt,
  composeGiftCardToRecipient,
} from './order-mails';
import { composeBookingConfirmed, composeBookingReceived } from './booking-mails';
import {
  composeReservationCancelled,
  composeReservationChanged,
  composeReservationConfirmed,
  composeReservationReminder,
} from './reservation-mails';
import {
  composeStaffAvailability,
  composeStaffBookingRequest,
  composeStaffChatWaiting,
  composeStaffContactMessage,
  composeStaffJobApplication,
  composeStaffReservation,
  composeStaffTalentSubmission,
} from './staff-mails';
import { composeTicketGuestCode, composeTicketOrderPaid } from './ticket-mails';

const composers: Readonly<Record<MailKind, MailComposer>> = {
  'ticket-order-paid': composeTicketOrderPaid,
  'ticket-guest-code': composeTicketGuestCode,
  'bottle-order-paid': composeBottleOrderPaid,
  'food-order-paid': composeFoodOrderPaid,
  'coat-check-claim': composeCoatCheckClaim,
  'gift-card-receipt': composeGiftCardReceipt,
  'gift-card-to-recipient': composeGiftCardToRecipient,
  'reservation-confirmed': composeReservationConfirmed,
  'reservation-changed': composeReservationChanged,
  'reservation-cancelled': composeReservationCancelled,
  'reservation-reminder': composeReservationReminder,
  'booking-received': composeBookingReceived,
  'booking-confirmed': composeBookingConfirmed,
  'my-orders-link': composeMyOrdersLink,
  'mailing-list-confirm': composeMailingListConfirm,
  'staff-reservation': composeStaffReservation,
  'staff-booking-request': composeStaffBookingRequest,
  'staff-job-application': composeStaffJobApplication,
  'staff-talent-submission': composeStaffTalentSubmission,
  'staff-contact-message': composeStaffContactMessage,
  'staff-availability': composeStaffAvailability,
  'staff-chat-waiting': composeStaffChatWaiting,
};

export const composeMailWith =
  (ctx: ApiContext): ComposeMail =>
  (mail) =>
    composers[mail.kind](composeDeps(ctx), mail);
