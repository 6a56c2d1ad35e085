// One night in words (docs/backend.md#the-bot): the venue's hours that weekday and, when an event is on that date,
// its name and doors time, for "are you open on Monday?" and "what time do doors open tonight?". The night asked
// about is the next date with that weekday from the venue's today (today included), so "Friday" on a Friday is
// tonight; an event's start time is when its doors open (docs/product.md#event-details).
import { weekDays, type WeekDay } from '@venue/core/session/venue-hours';
import { siteLinks, type EventFact, type VenueFacts } from './venue-bot.port';
import { dateText, dayHoursSentence, hoursOfDay, weekDayOf } from './venue-facts-text';

/** How many of one night's events an answer names. */
const NIGHT_EVENTS = 3;

/** The ISO date `days` after `isoDate` (calendar days, counted in UTC so no zone shifts them). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first date on `day` from `today` on, `today` itself when it is that day. */
export function nextDateOn(today: string, day: WeekDay): string {
  return addDays(today, (weekDays.indexOf(day) - weekDays.indexOf(weekDayOf(today)) + 7) % 7);
}

/** "tonight", "tomorrow night" or "on Friday 21 June". */
function nightName(facts: VenueFacts, date: string): string {
  if (date === facts.today) return 'tonight';
  return date === addDays(facts.today, 1) ? 'tomorrow night' : `on ${dateText(date)}`;
}

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** "Deep Nights with DJ Nova, doors at 10:00 PM, Main Room. Tickets: /tickets/event-up-1." */
export function doorsSentence(event: EventFact): string {
  const place = event.location.trim() === '' ? '' : `, ${event.location.trim()}`;
  const entry =
    event.tickets.length === 0
      ? 'Free entry.'
      : event.tickets.every((t) => t.soldOut)
        ? 'Sold out.'
        : `Tickets: ${siteLinks.tickets(event.id)}.`;
  return `${event.name}, doors at ${event.startTime}${place}. ${entry}`;
}

/** The events on `date` the facts know, in their order. */
export const eventsOn = (facts: VenueFacts, date: string): EventFact[] =>
  facts.events.filter((e) => e.date === date).slice(0, NIGHT_EVENTS);

/**
 * The night's hours and events: "On Saturday we are open from 9:00 PM to 4:00 AM.\nTonight: Deep Nights…, doors at
 * 10:00 PM…". A closed weekday says so plainly, unless an event is on that date: the event is the truth for it.
 */
export function nightAnswer(facts: VenueFacts, day: WeekDay): string {
  const date = nextDateOn(facts.today, day);
  const events = eventsOn(facts, date);
  const hours = hoursOfDay(facts, day);
  if (events.length === 0) return dayHoursSentence(hours);
  const name = nightName(facts, date);
  const lines = events.map((e, i) => `${capitalised(i === 0 ? name : `also ${name}`)}: ${doorsSentence(e)}`);
  const head = hours.closed ? `We are usually closed on ${day}s, but not ${name}.` : dayHoursSentence(hours);
  return [head, ...lines].join('\n');
}
