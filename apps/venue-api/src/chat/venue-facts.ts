// The venue's facts for the chat bot, gathered from the database in one place so both answerers
// (built-in and AI) know the same things (docs/backend.md#the-bot).
import { reservationPolicyOf } from '@venue/core/booking/reservation-policy';
import { FaqItem } from '@venue/core/content/faq-item.schema';
import { venueCurrency } from '@venue/core/money/venue-currency';
import { hoursOf, weekDays } from '@venue/core/session/venue-hours';
import { htmlToText } from '@venue/core/shared/html-text';
import type { PricingVariant } from '../config/env';
import type { Queryable } from '../db/database.port';
import { listItems } from '../store/content.store';
import { listEvents, listTicketTypes } from '../store/events.store';
import { readFinancialSettings, readGeneralInfo } from '../store/venue.store';
import type { DayHours, EventFact, VenueFacts } from './venue-bot.port';

/**
 * How many upcoming events the bot knows about: enough for "what's on" and for a week of nights ("are you open on
 * Friday?" names that night's event, night-answer.ts), short enough for a prompt.
 */
export const FACT_EVENTS = 8;

/** `today`: the venue's date (http/today.ts), so "what's on" follows the venue's clock. */
export async function gatherVenueFacts(db: Queryable, today: string, pricing: PricingVariant): Promise<VenueFacts> {
  const [info, financial, faq, upcoming] = [
    await readGeneralInfo(db),
    await readFinancialSettings(db, pricing),
    await listItems(db, 'faq', FaqItem),
    await listEvents(db, { from: today }, FACT_EVENTS),
  ];
  const hours: DayHours[] = weekDays.map((day) => {
    const { dayOff, from, to } = hoursOf(info?.hours, day);
    return { day, closed: dayOff || from === null, from, to };
  });
  const events: EventFact[] = [];
  for (const event of upcoming) {
    const tickets = await listTicketTypes(db, event._id);
    events.push({
      id: event._id,
      name: event.name,
      date: event.date,
      startTime: event.startTime,
      endTime: event.endTime,
      location: event.location,
      tickets: tickets.map((t) => ({ name: t.name, priceMinor: t.price, soldOut: t.soldOut })),
    });
  }
  const minimum = financial?.bottlesMinimum ?? 0;
  return {
    name: info?.name ?? 'the venue',
    today,
    // The symbol, or the code when the symbol says another currency: its decimals are the ones amounts are counted in.
    currency: venueCurrency(info?.general, undefined),
    address: info?.general.address?.trim() || null,
    mapLink: info?.general.mapLink?.trim() || null,
    hours,
    faq: faq.map((item) => ({ id: item._id, question: item.question, answer: htmlToText(item.answer) })),
    events,
    bottles: minimum > 0 ? { minimumPerGuestMinor: minimum, minGuests: financial?.minGuestCount ?? 1 } : null,
    reservationCancelHours: reservationPolicyOf(financial ?? {}).cancelHours,
  };
}
