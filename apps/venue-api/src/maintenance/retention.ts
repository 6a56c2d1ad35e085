// What the backend keeps and for how long (docs/backend.md#retention). Run at start and every hour:
// idempotency keys a day (a browser retries within minutes), chat conversations 90 days after their
// last message (with their files and voice notes), files sent with forms (talent photos, CVs) a year,
// the door's check-ins 90 days after they were recorded (the night long past, its counts settled), mailing-list
// sign-ups never confirmed 72 hours after they were made (their link has lapsed: docs/product.md#mailing-list),
// mails done with (sent, kept, dropped or failed) 90 days after they were queued; a mail still queued stays.
// Expired app tokens go at every sign-in already; ended staff sessions and spent rate-limit budgets
// (the table server mode keeps them in) go here too.
import { rm } from 'node:fs/promises';
import { CONFIRM_WINDOW_MS } from '@venue/core/mailing-list/double-opt-in';
import type { Database } from '../db/database.port';
import { deleteLapsedSignUps } from '../mailing-list/mailing-list.store';
import { deleteGuest } from '../store/chat.store';
import { pruneStaffSessions } from '../staff/staff-session';
import { pruneMyOrdersLinks } from '../my-orders/my-orders-links.store';
import { removeChatUploads } from '../uploads/chat-uploads';
import { uploadPath } from '../uploads/uploaded-pictures';

const DAY_MS = 24 * 60 * 60 * 1000;

export const retention = {
  idempotencyKeyMs: DAY_MS,
  idleConversationMs: 90 * DAY_MS,
  formFileMs: 365 * DAY_MS,
  doorCheckInMs: 90 * DAY_MS,
  unconfirmedSignUpMs: CONFIRM_WINDOW_MS,
  finishedMailMs: 90 * DAY_MS,
} as const;

export interface Pruned {
  readonly idempotencyKeys: number;
  readonly conversations: number;
  readonly formFiles: number;
  readonly staffSessions: number;
  readonly doorCheckIns: number;
  readonly unconfirmedSignUps: number;
  readonly finishedMails: number;
}

interface PruneContext {
  readonly db: Pick<Database, 'query' | 'transaction'>;
  readonly uploadsDir: string;
}

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

export async function pruneExpired(ctx: PruneContext, now: Date): Promise<Pruned> {
  const keys = await ctx.db.query('DELETE FROM idempotency_keys WHERE created_at < $1 RETURNING key', [
    before(now, retention.idempotencyKeyMs),
  ]);

  const idle = await ctx.db.query<{ hash: string }>('SELECT hash FROM online_guest WHERE last_message_at < $1', [
    before(now, retention.idleConversationMs),
  ]);
  for (const { hash } of idle) {
    // Still idle when deleted: a guest who wrote meanwhile keeps the conversation.
    const { uploads } = await ctx.db.transaction((tx) => deleteGuest(tx, hash, before(now, retention.idleConversationMs)));
    await removeChatUploads(ctx.uploadsDir, uploads);
  }

  const files = await ctx.db.query<{ name: string }>('DELETE FROM uploaded_file WHERE created_at < $1 RETURNING name', [
    before(now, retention.formFileMs),
  ]);
  await Promise.all(files.map((f) => rm(uploadPath(ctx.uploadsDir, f.name), { force: true })));

  // Both tables of the door: the admissions that stood and the ones that came second.
  const checkInsBefore = before(now, retention.doorCheckInMs);
  const checkIns = [
    ...(await ctx.db.query('DELETE FROM door_check_in WHERE recorded_at < $1 RETURNING code_id', [checkInsBefore])),
    ...(await ctx.db.query('DELETE FROM door_check_in_other WHERE recorded_at < $1 RETURNING code_id', [checkInsBefore])),
  ];

  const unconfirmedSignUps = await deleteLapsedSignUps(ctx.db, before(now, retention.unconfirmedSignUpMs));

  const finishedMails = await ctx.db.query(
    "DELETE FROM mail_outbox WHERE status IN ('sent', 'kept', 'dropped', 'failed') AND created_at < $1 RETURNING id",
    [before(now, retention.finishedMailMs)],
  );

  const staffSessions = await pruneStaffSessions(ctx.db, now);
  // rate-limiter-flexible's expiry is epoch milliseconds of the real clock (http/rate-limits.ts).
  await ctx.db.query('DELETE FROM rate_limit WHERE expire < $1', [Date.now()]);
  // Find-my-orders requests past their time: their links are refused by their signature's expiry alone.
  await pruneMyOrdersLinks(ctx.db, now);

  return {
    idempotencyKeys: keys.length,
    conversations: idle.length,
    formFiles: files.length,
    staffSessions,
    doorCheckIns: checkIns.length,
    unconfirmedSignUps,
    finishedMails: finishedMails.length,
  };
}
