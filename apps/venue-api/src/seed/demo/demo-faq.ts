// FAQ of the demo venue, written to be complete enough for the chat bot to answer from. Answers that
// state the venue's data (hours, closed days, bottle minimum, tax, service, discount, deposit, party
// sizes, gift card amounts) are written from it, so the FAQ cannot disagree with what the site does
// (docs/product.md#the-demo-venue).
import { MAX_GUEST_COUNT } from '@venue/core/booking/booking-choices';
import { closedDaysText, closedWeekdays } from '@venue/core/booking/closed-days';
import { giftCardAmountsOf } from '@venue/core/orders/gift-card-amounts';
import { coatCheckPrices } from './coat-check-prices';
import { hoursOf, weekDays, type WeekDay } from '@venue/core/session/venue-hours';
import type { VenueSeedInput } from '../venue-seed.schema';
import { demoHours } from './demo-hours';
import { demoFinancialSettings } from './demo-venue-info';

type Hours = NonNullable<VenueSeedInput['generalInfo']['hours']>;
type Settings = VenueSeedInput['financialSettings'];

/** Days in a row open with the same hours, read as one ("Tuesday and Wednesday 8:00 PM to 2:00 AM"). */
export interface HourRun {
  readonly days: readonly WeekDay[];
  readonly from: string;
  readonly to: string;
}

/** The venue's open days grouped into runs, Monday first; each variant writes them in its language. */
export function hourRuns(hours: Hours): HourRun[] {
  const runs: { days: WeekDay[]; from: string; to: string }[] = [];
  for (const day of weekDays) {
    const { dayOff, from, to } = hoursOf(hours, day);
    if (dayOff || from === null || to === null) continue;
    const last = runs[runs.length - 1];
    const follows = last !== undefined && weekDays.indexOf(last.days[last.days.length - 1] as WeekDay) === weekDays.indexOf(day) - 1;
    if (last && follows && last.from === from && last.to === to) last.days.push(day);
    else runs.push({ days: [day], from, to });
  }
  return runs;
}

/** "Tuesday and Wednesday 8:00 PM to 2:00 AM, Thursday 8:00 PM to 3:00 AM, …". */
export function openingHoursText(hours: Hours): string {
  const daysText = (days: readonly WeekDay[]) =>
    days.length === 1 ? days[0] : days.length === 2 ? `${days[0]} and ${days[1]}` : `${days[0]} to ${days[days.length - 1]}`;
  return hourRuns(hours)
    .map(({ days, from, to }) => `${daysText(days)} ${from} to ${to}`)
    .join(', ');
}

/** What the English FAQ says of the place: the default demo's Brooklyn, or the Tokyo variant's. */
export interface EnglishPlace {
  /** An amount in the venue's currency, as written in a sentence ("$150", "¥3,000"). */
  money(amount: number): string;
  /** The answer to "Where are you?" (HTML). */
  readonly whereHtml: string;
  readonly minimumAge: number;
  readonly photoIds: string;
  /** The venue's currency (ISO 4217), which the coat check's prices are written in (coat-check-prices.ts). */
  readonly currencyCode: string;
  readonly doorExtra: readonly [number, number];
  readonly deliveryRadius: string;
}

export const brooklyn: EnglishPlace = {
  money: (amount) => `$${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`,
  whereHtml:
    '<p>Velvet Room is at <strong>214 Mercer Lane, Brooklyn, NY 11211</strong>, a five-minute walk from the Bedford Av L station. Street parking is limited; a paid garage is on North 7th Street.</p>',
  minimumAge: 21,
  photoIds: 'passport, driver licence or state ID',
  currencyCode: 'USD',
  doorExtra: [5, 10],
  deliveryRadius: '3 miles',
};

/** The demo's FAQ for its own hours and settings, unless others are given. */
export function demoFaq(
  hours: Hours = demoHours,
  settings: Settings = demoFinancialSettings(),
  place: EnglishPlace = brooklyn,
): VenueSeedInput['faqItems'][number][] {
  const { money, minimumAge: age } = place;
  // Absent settings read as the schema reads them (financial-settings.schema.ts).
  const minimum = settings.bottlesMinimum ?? 0;
  const guests = `${settings.minGuestCount ?? 1} to ${MAX_GUEST_COUNT}`;
  const discount = settings.bottlesDiscount ?? 0;
  const giftCards = giftCardAmountsOf(settings);
  const coatCheck = coatCheckPrices(settings, place.currencyCode);
  const closed = closedDaysText(closedWeekdays(hours));
  /** The closed days as a sentence after another, or nothing when the venue opens every day. */
  const closedAfter = closed === null ? '' : ` ${closed}`;
  const deposit = settings.bookingDepositAmount;
  const faq: ReadonlyArray<[string, string, string]> = [
    [
      'Visiting',
      'What are your opening hours?',
      `<p>${openingHoursText(hours)}.${closedAfter} The Events page lists what is on each night.</p>`,
    ],
    ['Visiting', 'Where are you and how do I get there?', place.whereHtml],
    [
      'Visiting',
      'What is the minimum age?',
      `<p>Guests must be <strong>${age} or older</strong> with a valid government photo ID (${place.photoIds}). Events in the Lounge are open to all ages: guests under ${age} come with an adult and are not served alcohol. Each event page gives its age limit.</p>`,
    ],
    [
      'Visiting',
      'Is there a dress code?',
      '<p>Smart casual: no athletic wear, flip-flops, sports jerseys or baseball caps. A themed night gives its own dress code on its event page. Door staff have the final say.</p>',
    ],
    [
      'Visiting',
      'Do you have a coat check?',
      `<p>Yes, coat check is open every night from doors until 30 minutes after closing: ${money(coatCheck[0])} for a coat or a bag, ${money(coatCheck[1])} for an umbrella, ${money(coatCheck[2])} for anything else. To skip the line, check your items in yourself at the kiosk by the door.</p>`,
    ],
    [
      'Visiting',
      'I lost something, what should I do?',
      '<p>Contact us through the Contact page or the chat with a description of the item and the night you visited. Items are kept for 30 days.</p>',
    ],
    [
      'Visiting',
      'Is the venue accessible?',
      '<p>The Main Room, Lounge and restrooms are step-free and we have an accessible restroom on the ground floor. The Rooftop, covered and heated from October to April, is reached by elevator. Let us know in advance and we will reserve a table near the entrance.</p>',
    ],
    [
      'Tickets',
      'How do I buy tickets and can I get a refund?',
      '<p>Buy tickets on the event page: choose a ticket type, the number of tickets and pay online. Tickets are <strong>non-refundable</strong>, but you can give them to friends: name each of them on your order, and each gets their own code for the door.</p>',
    ],
    [
      'Tickets',
      'What is the difference between General Admission, VIP and a table ticket?',
      '<p><strong>General Admission</strong> gets you in all night. <strong>VIP</strong> adds fast-lane entry, the VIP mezzanine and a welcome drink. A <strong>Table for 4</strong> reserves a table for four guests with a bottle of prosecco. <strong>Early Bird</strong> tickets are cheaper, for entry within the first hour after doors open, and sell out first.</p>',
    ],
    [
      'Tickets',
      'Can I pay at the door?',
      `<p>Yes, when the event is not sold out. Door prices are usually ${money(place.doorExtra[0])} to ${money(place.doorExtra[1])} higher than online prices, so we recommend buying online.</p>`,
    ],
    [
      'Bottle service',
      'How does bottle service work?',
      `<p>Pick your number of guests, date and arrival time on the Bottle Service page, then choose bottles. Each table has a <strong>minimum spend of ${money(minimum)} per guest</strong> (before tax and service). Mixers, juices, ice and a dedicated host are included.${closedAfter}</p>`,
    ],
    [
      'Bottle service',
      'Are tax and service included in bottle prices?',
      `<p>Bottle prices exclude tax (${settings.tax ?? 0}%) and service (${settings.serviceCharge ?? 0}%), which are added at checkout. ${discount > 0 ? `Every bottle order gets <strong>${discount}% off</strong> the bottles' price, shown as Discount at checkout. ` : ''}If you have a promoter code, enter your promoter's Instagram name at checkout for an extra discount.</p>`,
    ],
    [
      'Bottle service',
      'Can I cancel or change a bottle service order?',
      '<p>Write to us in the chat or reply to your confirmation e-mail at least 48 hours before your arrival time, and we will change or cancel it.</p>',
    ],
    [
      'Reservations and events',
      'Can I reserve a table without bottle service?',
      `<p>Yes, on the Reservations page you can reserve a table for drinks, for ${guests} guests, on any night we are open. Reservations are held for 15 minutes after the booked time.</p>`,
    ],
    [
      'Reservations and events',
      'Can I book the venue for a private event?',
      `<p>Yes, the whole venue can be booked for birthdays, corporate events and weddings, on any night, including the nights we are closed to the public. Use the Book the Venue page for ${guests} guests (for a larger party, tell us in the chat); our events team answers within one business day.${deposit ? ` A deposit of ${money(deposit)}, paid online, holds your night.` : ''} Some dates are already taken by private events.</p>`,
    ],
    [
      'Food and gift cards',
      'Do you deliver food?',
      `<p>Yes, our kitchen delivers within ${place.deliveryRadius} of the venue from 6:00 PM to 1:00 AM, Tuesday to Sunday. Order on the Food Delivery page; dishes that do not travel well are served in the venue only.</p>`,
    ],
    [
      'Food and gift cards',
      'Do you sell gift cards?',
      `<p>Gift cards from ${money(giftCards.min)} to ${money(giftCards.max)} can be bought on the Gift Cards page; we send the card to the recipient's e-mail address. They are valid for two years.</p>`,
    ],
    [
      'Food and gift cards',
      'Which payment methods do you accept?',
      '<p>All major credit and debit cards, Apple Pay and Google Pay. The venue is cashless.</p>',
    ],
  ];
  return faq.map(([category, question, answer], i) => ({ _id: `faq-${i + 1}`, question, answer, category }));
}
