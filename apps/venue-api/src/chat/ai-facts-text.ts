// The venue's facts as the AI's system context (docs/backend.md#the-bot): the same sentences the built-in bot
// says (venue-facts-text.ts, night-answer.ts, bot-texts.ts), so both answerers know and say the same things.
import { botTexts } from './bot-texts';
import { nightAnswer } from './night-answer';
import { siteLinks, type VenueFacts } from './venue-bot.port';
import { bottleMinimumText, dateText, eventSentence, weekDayOf, weekHoursLines } from './venue-facts-text';

/** A venue with a huge FAQ still makes a request of bounded size. */
export const PROMPT_FAQ_ENTRIES = 40;
export const PROMPT_FAQ_ANSWER_LENGTH = 800;
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** Every fact as plain text. */
export function factsText(facts: VenueFacts): string {
  const minimum = bottleMinimumText(facts);
  const sections = [
    `Venue: ${facts.name}. Today is ${dateText(facts.today)} (${facts.today}).`,
    `Address: ${facts.address ?? 'not given'}${facts.mapLink ? `. Map: ${facts.mapLink}` : ''}.`,
    `Opening hours:\n${weekHoursLines(facts).join('\n')}`,
    `Tonight:\n${nightAnswer(facts, weekDayOf(facts.today))}`,
    `Upcoming events (an event's first time is when its doors open):\n${facts.events.length === 0 ? 'none announced' : facts.events.map((e) => eventSentence(e, facts.currency)).join('\n')}`,
    `Bottle service: ${minimum ? `minimum spend ${minimum}` : 'no minimum spend'}; choose bottles at ${siteLinks.bottles}.`,
    `Reserve a table at ${siteLinks.reservation}; book the venue for a private event at ${siteLinks.booking}; all events at ${siteLinks.events}; FAQ at ${siteLinks.faq}.`,
    [
      "Guests' own orders (you cannot see any order):",
      `Change a table reservation: ${botTexts.changeReservation}`,
      `Cancel a table reservation: ${botTexts.cancelReservation(facts)}`,
      `Lost tickets or codes: ${botTexts.myTickets}`,
    ].join('\n'),
    `FAQ:\n${facts.faq
      .slice(0, PROMPT_FAQ_ENTRIES)
      .map((f) => `Q: ${cut(f.question, 300)}\nA: ${cut(f.answer, PROMPT_FAQ_ANSWER_LENGTH)}`)
      .join('\n')}`,
  ];
  return sections.join('\n\n');
}
