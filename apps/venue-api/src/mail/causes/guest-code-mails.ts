// Each other guest of a ticket order whose own code was just issued (named on the other-guests page, renamed, or
// named before the order was paid) is mailed that code, at the address the buyer typed for them.
import { mailsForGuestCodes } from '@venue/core/mail/ticket-mails';
import type { Queryable } from '../../db/database.port';
import type { IssuedCode } from '../../guest-codes/issue-codes';
import type { StoredOrder } from '../../store/orders.store';
import { listAttendees } from '../../store/ticket-attendees.store';
import { queueCaused, type MailCause } from './mail-cause';

export async function queueGuestCodeMails(
  tx: Queryable,
  cause: MailCause,
  order: Pick<StoredOrder, 'id' | 'language'>,
  issued: readonly IssuedCode[],
): Promise<void> {
  // Slot 0 is the buyer, whose codes travel in the order's own mail; slot n is the n-th other guest (issue-codes.ts).
  const named = issued.filter((code) => code.kind === 'ticket' && code.slot > 0);
  if (named.length === 0) return;
  const attendees = await listAttendees(tx, order.id);
  const codes = named.map((code) => ({ codeId: code.codeId, email: attendees[code.slot - 1]?.email }));
  await queueCaused(tx, cause, mailsForGuestCodes(codes), order.language);
}
