// Which bot answers the chat (docs/backend.md#the-bot): the AI, with the built-in answerer as its
// fall-back, when VENUE_AI_BASE_URL, VENUE_AI_MODEL and VENUE_AI_API_KEY are all set; else the
// built-in answerer alone.
import type { AiSettings } from './ai-completion';
import { aiBot, type AiFallbackReason } from './ai-bot';
import { builtInBot } from './built-in-bot';
import type { VenueBot } from './venue-bot.port';

const reasonText = (reason: AiFallbackReason): string => {
  switch (reason.kind) {
    case 'timeout':
      return 'it did not answer in time';
    case 'status':
      return `it answered with status ${reason.status}`;
    case 'network':
    case 'malformed':
      return reason.message;
    case 'claim':
      return 'its answer claimed a booking or payment';
  }
};

export function chooseBot(ai: AiSettings | undefined, log: (line: string) => void = console.warn): VenueBot {
  if (!ai) return builtInBot;
  return aiBot({
    settings: ai,
    fallback: builtInBot,
    onFallback: (reason) => log(`Chat AI not used (${reasonText(reason)}); the built-in bot answered.`),
  });
}

export const botDescription = (ai: AiSettings | undefined): string =>
  ai ? `AI (${ai.model} at ${ai.baseUrl}, ${ai.timeoutMs} ms), built-in answers as fall-back` : 'built-in (FAQ, hours, events, links)';
