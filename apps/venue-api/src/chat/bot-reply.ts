// The answering bot at work: for a guest's new text it gathers the venue's facts and the
// conversation so far, asks the bot (ctx.bot, the built-in one by default) and stores its reply.
// The bot is asked outside any transaction: an AI may take seconds, and the database must not wait.
// The caller emits the stored reply.
import type { ApiContext } from '../http/api-context';
import { queueChatWaiting } from '../mail/causes/chat-waiting';
import { todayOf } from '../http/today';
import { findGuest, insertMessage, lockGuest, listMessages, setNeedsStaff, type StoredMessage } from '../store/chat.store';
import { botTexts } from './bot-texts';
import { builtInBot } from './built-in-bot';
import { PROMPT_HISTORY_TURNS } from './ai-prompt';
import { gatherVenueFacts } from './venue-facts';
import type { BotQuestion, BotReply, ConversationTurn } from './venue-bot.port';

export { botTexts } from './bot-texts';

export type BotContext = Pick<ApiContext, 'db' | 'now' | 'timeZone' | 'pricing' | 'bot' | 'mail'>;

/** The conversation before `current`: texts only, the latest turns. */
async function conversationBefore(ctx: BotContext, hash: string, current: string): Promise<ConversationTurn[]> {
  const messages = await listMessages(ctx.db, hash);
  return messages
    .filter((m) => m._id !== current && (m.type === 'text' || m.type === 'emoji') && (m.message ?? '').trim() !== '')
    .slice(-PROMPT_HISTORY_TURNS)
    .map((m) => ({ from: m.from, text: m.message ?? '' }));
}

async function askBot(ctx: BotContext, question: BotQuestion): Promise<BotReply> {
  try {
    return await (ctx.bot ?? builtInBot).answer(question);
  } catch (error) {
    // A bug in a bot must not leave the guest without an answer: staff take over.
    console.error('The chat bot failed:', error);
    return { message: botTexts.handover, suggestions: [], needsStaff: true, source: 'built-in' };
  }
}

/**
 * Stores the bot's reply to the guest's text message `message` and returns it; undefined when the
 * bot stays quiet (it already handed this conversation over and still has nothing better to say) or
 * the guest was deleted meanwhile.
 */
export async function botReply(ctx: BotContext, message: StoredMessage): Promise<StoredMessage | undefined> {
  const guest = await findGuest(ctx.db, message.hash);
  if (!guest) return undefined;
  const question: BotQuestion = {
    facts: await gatherVenueFacts(ctx.db, todayOf(ctx), ctx.pricing),
    history: await conversationBefore(ctx, guest.hash, message._id),
    text: message.message ?? '',
    guestName: guest.clientName,
  };
  const answer = await askBot(ctx, question);
  return ctx.db.transaction(async (tx) => {
    // Locked: two answers at once cannot both call staff.
    const current = await lockGuest(tx, guest.hash);
    if (!current) return undefined;
    if (answer.needsStaff) {
      if (current.needsStaff) return undefined;
      await setNeedsStaff(tx, guest.hash, true);
      await queueChatWaiting(tx, ctx, guest.hash);
    }
    const { message: stored } = await insertMessage(
      tx,
      { hash: guest.hash, type: 'text', message: answer.message, from: 'venue', author: 'bot', suggestions: answer.suggestions },
      ctx.now(),
    );
    return stored;
  });
}
