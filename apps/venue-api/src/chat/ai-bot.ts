// The AI answerer (docs/backend.md#the-bot): an OpenAI-compatible chat-completions service given the
// venue's facts. The built-in answer is worked out first; it is what the guest gets whenever the
// service fails, times out, answers badly or claims a booking or payment. The AI's answer keeps the
// built-in answer's suggestions, which the built-in bot can answer in turn.
import { requestCompletion, type AiFailure, type AiSettings } from './ai-completion';
import { HANDOVER_WORD, promptMessages } from './ai-prompt';
import { bounded } from './bot-bounds';
import { botTexts } from './bot-texts';
import { claimsBookingOrPayment } from './honest-reply';
import type { BotReply, VenueBot } from './venue-bot.port';

export type AiFallbackReason = AiFailure | { readonly kind: 'claim' };

export interface AiBotOptions {
  readonly settings: AiSettings;
  /** The built-in answerer. */
  readonly fallback: VenueBot;
  readonly fetch?: typeof fetch;
  /** Told why the built-in answer was used (main.ts logs it). */
  readonly onFallback?: (reason: AiFallbackReason) => void;
}

/** The AI said it cannot answer from the facts: the word, alone or not (a model may add an excuse the guest must not see). */
const isHandover = (text: string) => new RegExp(`\\b${HANDOVER_WORD}\\b`).test(text);

export function aiBot(options: AiBotOptions): VenueBot {
  return {
    async answer(question) {
      const builtIn = await options.fallback.answer(question);
      const fallBack = (reason: AiFallbackReason): BotReply => {
        options.onFallback?.(reason);
        return builtIn;
      };
      const answer = await requestCompletion(options.settings, promptMessages(question), options.fetch);
      if (!answer.ok) return fallBack(answer.error);
      if (isHandover(answer.value)) {
        return builtIn.needsStaff
          ? builtIn
          : { message: botTexts.handover, suggestions: builtIn.suggestions, needsStaff: true, source: 'ai' };
      }
      const reply = bounded({ message: answer.value, suggestions: builtIn.suggestions, needsStaff: false, source: 'ai' });
      return claimsBookingOrPayment(reply.message) ? fallBack({ kind: 'claim' }) : reply;
    },
  };
}
