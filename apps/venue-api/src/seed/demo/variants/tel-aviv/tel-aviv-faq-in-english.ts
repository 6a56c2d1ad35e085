// The Tel Aviv variant's FAQ in English (docs/seed-format.md#texts-in-several-languages), answer for answer the Hebrew
// one (tel-aviv-faq.ts): what states the venue's data is written from it, on the 24-hour clock Israel reads.
import { MAX_GUEST_COUNT } from '@venue/core/booking/booking-choices';
import { closedWeekdays } from '@venue/core/booking/closed-days';
import { giftCardAmountsOf } from '@venue/core/orders/gift-card-amounts';
import { coatCheckPrices } from '../../coat-check-prices';
import type { WeekDay } from '@venue/core/session/venue-hours';
import type { VenueSeedInput } from '../../../venue-seed.schema';
import { hourRuns } from '../../demo-faq';
import { clock24 } from '../local-words';
import { shekelsInEnglish as shekels } from './tel-aviv-words-in-english';

type Hours = NonNullable<VenueSeedInput['generalInfo']['hours']>;
type Settings = VenueSeedInput['financialSettings'];

const andList = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** "Tuesday and Wednesday 21:00–03:00, Thursday and Friday 22:00–05:00, …" */
function openingHours(hours: Hours): string {
  const days = (list: readonly WeekDay[]) => (list.length <= 2 ? andList(list) : `${list[0]} to ${list.at(-1)}`);
  return hourRuns(hours)
    .map(({ days: list, from, to }) => `${days(list)} ${clock24(from)}–${clock24(to)}`)
    .join(', ');
}

/** " The club is closed on Sundays and Mondays.", the Israeli week's first day first, or nothing. */
function closedText(hours: Hours): string {
  const closed = [...closedWeekdays(hours)].sort((a, b) => (a === 'Sunday' ? 0 : 1) - (b === 'Sunday' ? 0 : 1));
  return closed.length === 0 ? '' : ` The club is closed on ${andList(closed.map((d) => `${d}s`))}.`;
}

export function telAvivFaqInEnglish(hours: Hours, settings: Settings): VenueSeedInput['faqItems'][number][] {
  const minimum = settings.bottlesMinimum ?? 0;
  const guests = `${settings.minGuestCount ?? 1} to ${MAX_GUEST_COUNT}`;
  const discount = settings.bottlesDiscount ?? 0;
  const giftCards = giftCardAmountsOf(settings);
  const coatCheck = coatCheckPrices(settings, 'ILS');
  const service = settings.serviceCharge ?? 0;
  const tax = settings.tax ?? 0;
  const closedAfter = closedText(hours);
  const deposit = settings.bookingDepositAmount;
  const charges =
    tax === 0
      ? `Prices include VAT.${service > 0 ? ` A ${service}% service charge is added at checkout.` : ''}`
      : `VAT (${tax}%)${service > 0 ? ` and service (${service}%) are` : ' is'} added at checkout.`;
  const faq: ReadonlyArray<[string, string, string]> = [
    [
      'Visiting the club',
      'What are your opening hours?',
      `<p>${openingHours(hours)}.${closedAfter} The Events page shows what is on each night.</p>`,
    ],
    [
      'Visiting the club',
      'Where are you and how do I get there?',
      '<p>Velvet Room is at <strong>120 Herzl St, Tel Aviv-Yafo</strong>, in the heart of Florentin, a five-minute walk from the Elifelet light rail station. Street parking is limited; there is a paid car park on Wolfson St.</p>',
    ],
    [
      'Visiting the club',
      'What is the minimum age?',
      '<p>Entry is from <strong>18 and up</strong>, with valid photo ID (ID card, passport or driving licence). Lounge evenings are open to all ages: guests under 18 come with an adult and are not served alcohol. Each event page gives its minimum age.</p>',
    ],
    [
      'Visiting the club',
      'Is there a dress code?',
      '<p>Smart casual: no sportswear, flip-flops or basketball jerseys. At themed parties the dress code is on the event page. The door staff have the final say.</p>',
    ],
    [
      'Visiting the club',
      'Is there a coat check?',
      `<p>Yes, the coat check is open every night from doors until half an hour after closing: ${shekels(coatCheck[0])} for a coat or a bag, ${shekels(coatCheck[1])} for an umbrella, ${shekels(coatCheck[2])} for anything else. To skip the line, check your things in yourself at the kiosk by the entrance.</p>`,
    ],
    [
      'Visiting the club',
      'I lost something, what do I do?',
      '<p>Write to us through the Contact page or in the chat, describing the item and the night you were here. We keep lost items for 30 days.</p>',
    ],
    [
      'Visiting the club',
      'Is the club accessible?',
      '<p>The Main Room, the Lounge and the restrooms are step-free, and there is an accessible restroom on the ground floor. The Rooftop, covered and heated from October to April, is reached by lift. Tell us in advance and we will keep you a table near the entrance.</p>',
    ],
    [
      'Tickets',
      'How do I buy tickets, and can I get a refund?',
      '<p>Buy them on the event page: choose a ticket type and how many, and pay online. Tickets are <strong>non-refundable</strong>, but you can pass them on to friends: name each of them on your order, and each gets their own entry code.</p>',
    ],
    [
      'Tickets',
      'What is the difference between General admission, VIP and a table?',
      '<p><strong>General admission</strong> gets you in for the whole night. <strong>VIP</strong> adds fast-lane entry, the VIP gallery and a welcome drink. A <strong>Table for 4</strong> keeps a table for four guests with a bottle of prosecco. <strong>Early Entry</strong> tickets are cheaper, valid for the first hour after doors open, and sell out first.</p>',
    ],
    [
      'Tickets',
      'Can I pay at the door?',
      `<p>Yes, as long as tickets are left. At the door the price is usually ${shekels(20)} to ${shekels(40)} higher than online, so it is worth buying ahead.</p>`,
    ],
    [
      'Bottle Service',
      'How does bottle service work?',
      `<p>On the Bottle Service page, choose the number of guests, the date and the arrival time, then the bottles. Every table has a <strong>table minimum of ${shekels(minimum)} per guest</strong>. Mixers, juices, ice and a dedicated host are included.${closedAfter}</p>`,
    ],
    [
      'Bottle Service',
      'Do prices include VAT and service?',
      `<p>${charges} ${discount > 0 ? `Every bottle order gets <strong>${discount}% off</strong> the bottles’ price, shown at checkout. ` : ''}Have a promoter code? Enter your promoter’s Instagram name at checkout for an extra discount.</p>`,
    ],
    [
      'Bottle Service',
      'Can I cancel or change a bottle order?',
      '<p>Write to us in the chat or reply to your confirmation e-mail at least 48 hours before your arrival time, and we will change or cancel your order.</p>',
    ],
    [
      'Bookings and events',
      'Can I book a table without bottle service?',
      `<p>Yes, on the Reservations page you can keep a table for drinks, for ${guests} guests, on any night we are open. The table is held for a quarter of an hour after the booked time.</p>`,
    ],
    [
      'Bookings and events',
      'Can I book the whole club for a private event?',
      `<p>Yes, the whole club can be booked for birthdays, company events and weddings, on any night, including the nights we are closed to the public. Book on the Book the Venue page, for ${guests} guests (for a larger group, write to us in the chat); our events team answers within one business day.${deposit ? ` A deposit of ${shekels(deposit)}, paid online, holds your date.` : ''} Some dates are already taken by private events.</p>`,
    ],
    [
      'Food and gift cards',
      'Do you deliver food?',
      '<p>Yes, our kitchen delivers up to 5 km from the club, Tuesday to Saturday, 19:00–01:00. Order on the Food Delivery page; dishes that do not travel well are served at the club only.</p>',
    ],
    [
      'Food and gift cards',
      'Do you sell gift cards?',
      `<p>Gift cards from ${shekels(giftCards.min)} to ${shekels(giftCards.max)} can be bought on the Gift Cards page; we send the card to the recipient’s e-mail. It is valid for two years.</p>`,
    ],
    [
      'Food and gift cards',
      'Which payment methods do you accept?',
      '<p>All credit and debit cards, Apple Pay and Google Pay. No cash.</p>',
    ],
  ];
  return faq.map(([category, question, answer], i) => ({ _id: `faq-${i + 1}`, question, answer, category }));
}
