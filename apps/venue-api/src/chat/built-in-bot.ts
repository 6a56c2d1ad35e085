// The built-in answerer (docs/backend.md#the-bot): the guest's own reservation and tickets (where their
// links are), hours and tonight's doors, address, events, the bottle minimum and the reservation and
// booking pages from the venue's own data (venue-intents.ts), then the FAQ (faq-bot.ts), then an honest
// hand-over to staff. It never says it booked or charged anything, and never shows an order.
import type { WeekDay } from '@venue/core/session/venue-hours';
import { bounded } from './bot-bounds';
import { botTexts, followUps } from './bot-texts';
import { answerQuestion, buildFaqIndex, MIN_ANSWER_SCORE, type FaqIndex } from './faq-bot';
import { eventsOn, nextDateOn, nightAnswer } from './night-answer';
import { eventSentence, weekDayOf, weekHoursLines } from './venue-facts-text';
import { detectIntent, type VenueIntent } from './venue-intents';
import type { BotQuestion, BotReply, VenueBot, VenueFacts } from './venue-bot.port';

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/** How many events an answer lists. */
const LISTED_EVENTS = 3;

function eventsAnswer(facts: VenueFacts, day: WeekDay | undefined): string {
  if (facts.events.length === 0) return botTexts.noEvents;
  const onDay = day === undefined ? [] : facts.events.filter((e) => weekDayOf(e.date) === day).slice(0, 1);
  const lines = (onDay.length > 0 ? onDay : facts.events.slice(0, LISTED_EVENTS)).map((e) => eventSentence(e, facts.currency));
  const intro =
    day !== undefined && onDay.length === 0 ? `${botTexts.noEventsOn(day)} ${botTexts.eventsIntro(facts)}` : botTexts.eventsIntro(facts);
  return [intro, ...lines, botTexts.allEvents].join('\n');
}

/** The FAQ's answer to add under a link, when the FAQ has a good one. */
function faqDetail(index: FaqIndex, text: string): string | undefined {
  const choice = answerQuestion(index, text);
  return choice.kind === 'answer' && choice.score >= MIN_ANSWER_SCORE ? choice.entry.answer : undefined;
}

/** What the guest wants of a reservation they have, and its follow-ups. */
const reservationAnswers = (facts: VenueFacts): Readonly<Record<'change' | 'cancel' | 'find', [string, string[]]>> => ({
  change: [botTexts.changeReservation, [followUps.cancelReservation, followUps.doorsTonight, followUps.address]],
  cancel: [botTexts.cancelReservation(facts), [followUps.changeReservation, followUps.reservation, followUps.weekHours]],
  find: [botTexts.findReservation, [followUps.changeReservation, followUps.cancelReservation, followUps.address]],
});

/** The answer to a recognised intent and its follow-ups; undefined when the data cannot answer it. */
function intentAnswer(facts: VenueFacts, index: FaqIndex, intent: VenueIntent, text: string): [string, string[]] | undefined {
  const withFaq = (link: string) => [faqDetail(index, text), link].filter((s) => s !== undefined).join('\n');
  switch (intent.kind) {
    case 'my-reservation':
      return reservationAnswers(facts)[intent.want];
    case 'my-tickets':
      return [botTexts.myTickets, [followUps.doorsTonight, followUps.address, followUps.events]];
    case 'hours': {
      const { day } = intent;
      // A venue that set no hours still answers a night with an event on it; otherwise the FAQ may know better.
      const noHours = facts.hours.every((h) => h.closed);
      if (day === undefined)
        return noHours
          ? undefined
          : [[botTexts.weekHours, ...weekHoursLines(facts)].join('\n'), [followUps.events, followUps.address, followUps.reservation]];
      if (noHours && eventsOn(facts, nextDateOn(facts.today, day)).length === 0) return undefined;
      return [nightAnswer(facts, day), [followUps.weekHours, followUps.events, followUps.address]];
    }
    case 'address':
      return facts.address === null ? undefined : [botTexts.address(facts), [followUps.weekHours, followUps.events, followUps.reservation]];
    case 'events':
      return [eventsAnswer(facts, intent.day), [followUps.reservation, followUps.bottles, followUps.weekHours]];
    case 'bottles':
      return [botTexts.bottles(facts), [followUps.reservation, followUps.events, followUps.weekHours]];
    case 'reservation':
      return [withFaq(botTexts.reservation), [followUps.bottles, followUps.events, followUps.weekHours]];
    case 'booking':
      return [withFaq(botTexts.booking(facts)), [followUps.reservation, followUps.events, followUps.address]];
  }
}

/** The built-in answer to one guest message. Pure: the same facts and text give the same reply. */
export function builtInAnswer(question: BotQuestion): BotReply {
  const { facts, text } = question;
  const index = buildFaqIndex(facts.faq);
  const reply = (message: string, suggestions: readonly string[], needsStaff = false): BotReply =>
    bounded({ message, suggestions, needsStaff, source: 'built-in' });

  const choice = answerQuestion(index, text);
  const starters = [followUps.weekHours, followUps.events, followUps.reservation];
  if (choice.kind === 'smalltalk') {
    return reply(choice.intent === 'greeting' ? botTexts.greeting(firstName(question.guestName)) : botTexts.thanks, starters);
  }
  const intent = detectIntent(text, facts.today);
  const answered = intent && intentAnswer(facts, index, intent, text);
  if (answered) return reply(...answered);
  // Related FAQ questions first, then the bot's own follow-ups, so an answer always offers a next step.
  if (choice.kind === 'answer') return reply(choice.entry.answer, [...choice.suggestions, ...starters]);
  return reply(botTexts.handover, choice.suggestions.length > 0 ? choice.suggestions : starters, true);
}

export const builtInBot: VenueBot = { answer: async (question) => builtInAnswer(question) };
