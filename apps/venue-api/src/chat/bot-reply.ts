// The answering bot at work: for a guest's text message it stores the venue's reply (the best FAQ
// answer with related questions, a word of welcome or thanks, or a hand-over to staff). The caller
// emits the reply after the transaction commits.
import { FaqItem } from '@venue/core/content/faq-item.schema';
import { htmlToText } from '@venue/core/shared/html-text';
import type { Queryable } from '../db/database.port';
import { insertMessage, setNeedsStaff, type OnlineGuestRow, type StoredMessage } from '../store/chat.store';
import { listItems } from '../store/content.store';
import { answerQuestion, buildFaqIndex } from './faq-bot';

// The spec gives no words for the bot; these are ours (docs/decisions.md).
export const botTexts = {
  greeting: (name: string) => `Hi ${name}! I'm the venue's assistant. Ask me anything, or pick one of these questions.`,
  thanks: "You're welcome! Is there anything else I can help with?",
  handover:
    "I don't have a good answer to that, so I've passed your message to our team. A staff member will reply here as soon as they can.",
} as const;

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * Stores the bot's reply to `text` and returns it; undefined when the bot stays quiet (it already
 * handed this conversation over and still has nothing better to say).
 */
export async function botReply(tx: Queryable, guest: OnlineGuestRow, text: string, now: Date): Promise<StoredMessage | undefined> {
  const faq = await listItems(tx, 'faq', FaqItem);
  const index = buildFaqIndex(faq.map((item) => ({ id: item._id, question: item.question, answer: htmlToText(item.answer) })));
  const choice = answerQuestion(index, text);
  const reply = (message: string, suggestions: readonly string[]) =>
    insertMessage(tx, { hash: guest.hash, type: 'text', message, from: 'venue', author: 'bot', suggestions }, now).then(
      (stored) => stored.message,
    );

  switch (choice.kind) {
    case 'answer':
      return reply(choice.entry.answer, choice.suggestions);
    case 'smalltalk':
      return reply(choice.intent === 'greeting' ? botTexts.greeting(firstName(guest.clientName)) : botTexts.thanks, choice.suggestions);
    case 'handover':
      if (guest.needsStaff) return undefined;
      await setNeedsStaff(tx, guest.hash, true);
      return reply(botTexts.handover, choice.suggestions);
  }
}
