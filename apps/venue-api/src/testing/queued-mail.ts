// Queues a mail as its cause would (mail/queue-mail.ts) and reads the row back as the sender gets it, for tests of
// what a mail says. A mail its cause queued already (the same kind, subject, recipient and occasion) is that one.
import type { MailRequest } from '@venue/core/mail/mail-request';
import type { Database } from '../db/database.port';
import { findOutboxMail } from '../mail/outbox/outbox.store';
import type { OutboxMail } from '../mail/outbox-mail';
import { queueMail } from '../mail/queue-mail';

export async function queuedMail(db: Database, request: MailRequest, now: Date): Promise<OutboxMail> {
  await db.transaction((tx) => queueMail(tx, [request], now, 'venue.test'));
  const [row] = await db.query<{ id: string }>(
    'SELECT id FROM mail_outbox WHERE kind = $1 AND subject_type = $2 AND subject_id = $3 AND recipient = $4 AND occasion = $5',
    [request.kind, request.about.type, request.about.id, request.to, request.occasion],
  );
  const mail = row && (await findOutboxMail(db, row.id));
  if (!mail) throw new Error('The queued mail is not in the outbox.');
  return mail;
}
