// Every bot reply leaves within bounds, whoever wrote it (docs/backend.md#the-bot): a message that is
// never empty and at most BOT_MESSAGE_MAX_LENGTH characters of plain text, and at most three short,
// distinct suggestions.
import { botTexts } from './bot-texts';
import { BOT_MAX_SUGGESTIONS, BOT_MESSAGE_MAX_LENGTH, BOT_SUGGESTION_MAX_LENGTH, type BotReply } from './venue-bot.port';

/** Control characters other than the line break, which a chat bubble cannot show. */
// eslint-disable-next-line no-control-regex
const controls = /[\u0000-\u0009\u000b-\u001f\u007f]/g;

/** Plain text: no control characters, no runs of blank lines, no space at either end. */
export const tidyText = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(controls, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** At most `max` characters, cut at a word where possible, with an ellipsis when cut. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.search(/\s\S*$/);
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

export function bounded(reply: BotReply): BotReply {
  const message = cutText(tidyText(reply.message), BOT_MESSAGE_MAX_LENGTH);
  const suggestions = [
    ...new Set(
      reply.suggestions.map((s) => tidyText(s).replace(/\s+/g, ' ')).filter((s) => s !== '' && s.length <= BOT_SUGGESTION_MAX_LENGTH),
    ),
  ].slice(0, BOT_MAX_SUGGESTIONS);
  // An empty answer says nothing: the guest is told staff will follow up instead.
  return message === ''
    ? { message: botTexts.handover, suggestions, needsStaff: true, source: reply.source }
    : { ...reply, message, suggestions };
}
