// A guest's message arrives: store it once per client id and, for a new text, let the bot answer;
// a file or a recording is for staff to look at. The reply is sent to the guest's room after it is
// stored, so the site never hears of a reply the database does not hold.
import type { ApiContext } from '../http/api-context';
import { queueChatWaiting } from '../mail/causes/chat-waiting';
import { sendEmit } from '../realtime/realtime.port';
import {
  countUploads,
  insertMessage,
  lockGuest,
  setNeedsStaff,
  type NewMessage,
  type OnlineGuestRow,
  type StoredMessage,
} from '../store/chat.store';
import { readVenueIdentity } from '../store/venue.store';
import { MAX_UPLOADS_PER_CONVERSATION } from '../uploads/chat-uploads';
import { botReply } from './bot-reply';
import { replyEmit } from './chat-events';

export interface Received {
  readonly stored: StoredMessage;
  /** False for a resend of a message already stored: nothing reacted to it again. */
  readonly created: boolean;
  readonly reply: StoredMessage | undefined;
}

/** Thrown when a file or recording would pass the conversation's upload quota: nothing was stored. */
export class UploadQuotaFull extends Error {
  constructor() {
    super(`The conversation already holds ${MAX_UPLOADS_PER_CONVERSATION} files and voice notes.`);
  }
}

export async function receiveGuestMessage(
  ctx: Pick<ApiContext, 'db' | 'realtime' | 'now' | 'timeZone' | 'pricing' | 'bot' | 'mail'>,
  guest: OnlineGuestRow,
  message: NewMessage,
): Promise<Received> {
  const upload = message.file !== undefined || message.audioUrl !== undefined;
  const { message: stored, created } = await ctx.db.transaction(async (tx) => {
    // The quota counted under the guest's lock, so uploads sent at once cannot all pass it
    // (docs/backend.md#concurrency-on-a-postgresql-server).
    const locked = upload ? await lockGuest(tx, guest.hash) : undefined;
    if (locked && (await countUploads(tx, guest.hash)) >= MAX_UPLOADS_PER_CONVERSATION) throw new UploadQuotaFull();
    const inserted = await insertMessage(tx, message, ctx.now());
    if (inserted.created && (inserted.message.type === 'file' || inserted.message.type === 'audio')) {
      await setNeedsStaff(tx, guest.hash, true);
      // Read under the lock: only a conversation that was not yet waiting starts a wait the venue is mailed about.
      if (locked && !locked.needsStaff) await queueChatWaiting(tx, ctx, guest.hash);
    }
    return inserted;
  });
  // The bot answers after the guest's message is committed: an AI answer may take seconds (ai-bot.ts).
  const reply = created && stored.type === 'text' ? await botReply(ctx, stored) : undefined;
  if (reply) {
    const venue = await readVenueIdentity(ctx.db);
    if (venue) sendEmit(ctx.realtime, replyEmit(venue.id, reply));
  }
  return { stored, created, reply };
}
