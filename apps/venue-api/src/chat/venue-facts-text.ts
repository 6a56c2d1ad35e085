// The venue's facts in words: the built-in bot's sentences and the AI's system context (ai-facts-text.ts)
// are made of these, so both say the hours, prices and dates the same way (docs/backend.md#the-bot).
import { minorPerMajor } from '@venue/core/money/currency-exponent';
import { currencyExponent } from '@venue/core/money/venue-currency';
import { weekDays, type WeekDay } from '@venue/core/session/venue-hours';
import { siteLinks, type DayHours, type EventFact, type VenueFacts } from './venue-bot.port';

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** An amount in minor units of the venue's currency (venueCurrency's text): "$25", "$50.50", "¥1500", "25 EUR". */
export function moneyText(amount: number, currency: string): string {
  const exponent = currencyExponent(currency);
  const major = amount / minorPerMajor(exponent);
  const digits = Number.isInteger(major) ? String(major) : major.toFixed(exponent);
  return /^[A-Za-z]{3}$/.test(currency) ? `${digits} ${currency.toUpperCase()}` : `${currency}${digits}`;
}

/** The weekday of an ISO date (dates are calendar days, so UTC avoids any time-zone shift). */
export function weekDayOf(isoDate: string): WeekDay {
  const index = (new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7;
  return weekDays[index] ?? 'Monday';
}

/** "Friday 19 June". */
export function dateText(isoDate: string): string {
  const [, month, day] = isoDate.split('-').map(Number);
  return `${weekDayOf(isoDate)} ${day ?? ''} ${months[(month ?? 1) - 1] ?? ''}`.trim();
}

export const hoursOfDay = (facts: VenueFacts, day: WeekDay): DayHours =>
  facts.hours.find((h) => h.day === day) ?? { day, closed: true, from: null, to: null };

const span = (h: DayHours) => `${h.from ?? ''} to ${h.to ?? 'late'}`;

/** "On Friday we are open from 9:00 PM to 4:00 AM." or "We are closed on Mondays." */
export function dayHoursSentence(h: DayHours): string {
  return h.closed ? `We are closed on ${h.day}s.` : `On ${h.day} we are open from ${span(h)}.`;
}

/** One line a day, Monday first. */
export function weekHoursLines(facts: VenueFacts): string[] {
  return weekDays.map((day) => {
    const h = hoursOfDay(facts, day);
    return `${day}: ${h.closed ? 'closed' : span(h)}`;
  });
}

/** "General Admission $25", "VIP sold out". */
const ticketText = (t: EventFact['tickets'][number], currency: string) =>
  `${t.name} ${t.soldOut ? 'sold out' : t.priceMinor === 0 ? 'free' : moneyText(t.priceMinor, currency)}`;

/** "Friday 19 June, Deep Nights with DJ Nova, 10:00 PM to 4:00 AM in the Main Room. Tickets: ... (/tickets/id)". */
export function eventSentence(event: EventFact, currency: string): string {
  const when = `${dateText(event.date)}: ${event.name}, ${event.startTime} to ${event.endTime}, ${event.location}.`;
  if (event.tickets.length === 0) return `${when} Free entry, no tickets needed.`;
  if (event.tickets.every((t) => t.soldOut)) return `${when} Sold out.`;
  return `${when} Tickets: ${event.tickets.map((t) => ticketText(t, currency)).join(', ')} (${siteLinks.tickets(event.id)}).`;
}

/** "$150 per guest, for 2 guests or more". */
export function bottleMinimumText(facts: VenueFacts): string | undefined {
  if (!facts.bottles) return undefined;
  const { minimumPerGuestMinor, minGuests } = facts.bottles;
  const party = minGuests > 1 ? `, for ${minGuests} guests or more` : '';
  return `${moneyText(minimumPerGuestMinor, facts.currency)} per guest${party}`;
}
