// A guest's conversation starts waiting for staff (the bot handed it over, or the guest sent a file or a voice
// note): the venue is mailed some minutes later (VENUE_CHAT_WAIT_MINUTES) unless staff answered meanwhile, which the
// mail's composer checks when its time comes. Whether a staff page is open is not known here (staff sockets live on
// any instance), so a staff reply in time is what keeps the mail from going out.
import { mailsForChatWaiting } from '@venue/core/mail/staff-mails';
import type { Queryable } from '../../db/database.port';
import { queueCaused, type MailCause } from './mail-cause';

export const queueChatWaiting = (tx: Queryable, cause: Pick<MailCause, 'now' | 'mail'>, conversationId: string): Promise<void> =>
  queueCaused(tx, cause, mailsForChatWaiting(conversationId, cause.now(), cause.mail.chatWaitMinutes, cause.mail.staffEmails));
