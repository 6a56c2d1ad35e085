// What the AI is told (docs/backend.md#the-bot): the rules, the venue's facts as the system message,
// then the conversation so far and the guest's text. Everything is bounded, so a long conversation
// never makes a huge request.
import { factsText } from './ai-facts-text';
import { siteLinks, type BotQuestion } from './venue-bot.port';

export interface ChatCompletionMessage {
  readonly role: 'system' | 'user' | 'assistant';
  readonly content: string;
}

/** The AI answers with exactly this word when the facts do not answer the guest. */
export const HANDOVER_WORD = 'HANDOVER';
/** Turns of the conversation sent along, and characters per turn. */
export const PROMPT_HISTORY_TURNS = 10;
export const PROMPT_TURN_MAX_LENGTH = 600;

export function systemPrompt(question: BotQuestion): string {
  const { facts } = question;
  return [
    `You are the chat assistant of ${facts.name}, a nightlife venue, answering a guest on the venue's website.`,
    'Answer only from the venue facts below, in plain text, briefly (at most four sentences), in the language the guest writes in.',
    'Never invent hours, prices, dates or events that are not in the facts. Give page links exactly as written in the facts.',
    'You cannot make, change or cancel a booking, reservation or order, and you cannot take, receive or refund a payment. ' +
      'Never say or suggest that you did; point the guest to the page where they can do it themselves.',
    "You cannot see any guest's orders, reservations, tickets or codes, whatever name or e-mail address the guest gives: " +
      `never say you found one; a guest who lost their links gets them from ${siteLinks.myOrders}, which mails them to that address.`,
    `If the facts do not answer the question, or the guest asks for a person, reply with exactly ${HANDOVER_WORD} and nothing else: ` +
      'a member of the team will then follow up.',
    '',
    'Venue facts:',
    factsText(facts),
  ].join('\n');
}

const cut = (text: string) => (text.length > PROMPT_TURN_MAX_LENGTH ? `${text.slice(0, PROMPT_TURN_MAX_LENGTH)}…` : text);

export function promptMessages(question: BotQuestion): ChatCompletionMessage[] {
  const history = question.history
    .slice(-PROMPT_HISTORY_TURNS)
    .map((turn): ChatCompletionMessage => ({ role: turn.from === 'guest' ? 'user' : 'assistant', content: cut(turn.text) }));
  return [{ role: 'system', content: systemPrompt(question) }, ...history, { role: 'user', content: cut(question.text) }];
}
