// An order that became settled (paid, or confirmed with nothing to pay online) queues its mails: the buyer's and,
// for tickets, one to each named guest whose code was just issued (core's mail/settled-order-mails.ts).
import { mailsForSettledOrder } from '@venue/core/mail/settled-order-mails';
import type { Queryable } from '../../db/database.port';
import { admitsGuests, type IssuedCode } from '../../guest-codes/issue-codes';
import type { StoredOrder } from '../../store/orders.store';
import { queueGuestCodeMails } from './guest-code-mails';
import { queueCaused, reservationMailSettings, type MailCause } from './mail-cause';

/** `order` as it is now; `issued`, the codes its payment or confirmation issued. Nothing while it is not settled. */
export async function queueSettledOrderMails(
  tx: Queryable,
  cause: MailCause,
  order: StoredOrder,
  issued: readonly IssuedCode[],
): Promise<void> {
  if (!admitsGuests(order)) return;
  const settled = { id: order.id, kind: order.kind, payload: order.payload, paid: order.status === 'paid' };
  await queueCaused(tx, cause, mailsForSettledOrder(settled, reservationMailSettings(cause)), order.language);
  await queueGuestCodeMails(tx, cause, order, issued);
}
