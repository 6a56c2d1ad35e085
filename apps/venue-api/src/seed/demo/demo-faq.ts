// FAQ of the demo venue, written to be complete enough for the chat bot to answer from.
import type { VenueSeedInput } from '../venue-seed.schema';

const faq: ReadonlyArray<[string, string, string]> = [
  [
    'Visiting',
    'What are your opening hours?',
    '<p>We are closed on Mondays. Tuesday and Wednesday 8:00 PM to 2:00 AM, Thursday 8:00 PM to 3:00 AM, Friday and Saturday 9:00 PM to 4:00 AM, Sunday 7:00 PM to 1:00 AM. Special events can change these hours; check the Events page.</p>',
  ],
  [
    'Visiting',
    'Where are you and how do I get there?',
    '<p>Velvet Room is at <strong>214 Mercer Lane, Brooklyn, NY 11211</strong>, a five-minute walk from the Bedford Av L station. Street parking is limited; a paid garage is on North 7th Street.</p>',
  ],
  [
    'Visiting',
    'What is the minimum age?',
    '<p>Guests must be <strong>21 or older</strong> with a valid government photo ID (passport, driver licence or state ID). The Lounge jazz nights and Sunday brunch are open to guests 18+ when accompanied by an adult.</p>',
  ],
  [
    'Visiting',
    'Is there a dress code?',
    '<p>Smart casual: no athletic wear, flip-flops, sports jerseys or baseball caps. Themed nights (Masquerade, Halloween) have their own dress code listed on the event page. Door staff have the final say.</p>',
  ],
  [
    'Visiting',
    'Do you have a coat check?',
    '<p>Yes, coat check is open every night from doors until 30 minutes after closing, $5 per item. You can also pre-register your items on the Coat Check page to skip the line.</p>',
  ],
  [
    'Visiting',
    'I lost something, what should I do?',
    '<p>Contact us through the Contact page or the chat with a description of the item and the night you visited. Items are kept for 30 days.</p>',
  ],
  [
    'Visiting',
    'Is the venue accessible?',
    '<p>The Main Room, Lounge and restrooms are step-free and we have an accessible restroom on the ground floor. The Rooftop is reached by elevator. Let us know in advance and we will reserve a table near the entrance.</p>',
  ],
  [
    'Tickets',
    'How do I buy tickets and can I get a refund?',
    '<p>Buy tickets on the event page: choose a ticket type, the number of tickets and pay online. Tickets are <strong>non-refundable</strong>, but you can transfer them to a friend by adding them as another guest on your order until 6:00 PM on the day of the event.</p>',
  ],
  [
    'Tickets',
    'What is the difference between General Admission, VIP and a table ticket?',
    '<p><strong>General Admission</strong> gets you in all night. <strong>VIP</strong> adds fast-lane entry, the VIP mezzanine and a welcome drink. A <strong>Table for 4</strong> reserves a table for four guests with a bottle of prosecco. Early Bird tickets are cheaper and valid until 11:00 PM.</p>',
  ],
  [
    'Tickets',
    'Can I pay at the door?',
    '<p>Yes, when the event is not sold out. Door prices are usually $5 to $10 higher than online prices, so we recommend buying online.</p>',
  ],
  [
    'Bottle service',
    'How does bottle service work?',
    '<p>Pick your number of guests, date and arrival time on the Bottle Service page, then choose bottles. Each table has a <strong>minimum spend of $150 per guest</strong> (before tax and service). Mixers, juices, ice and a dedicated host are included.</p>',
  ],
  [
    'Bottle service',
    'Are tax and service included in bottle prices?',
    "<p>Bottle prices exclude tax (8.875%) and service (20%), which are added at checkout. Members of our mailing list get a 10% bottle discount. If you have a promoter code, enter your promoter's Instagram name at checkout for an extra discount.</p>",
  ],
  [
    'Bottle service',
    'Can I cancel or change a bottle service order?',
    '<p>Changes and cancellations are free up to 48 hours before your arrival time: reply to your confirmation e-mail or write to us in the chat. Later cancellations forfeit the deposit.</p>',
  ],
  [
    'Reservations and events',
    'Can I reserve a table without bottle service?',
    '<p>Yes, on the Reservations page you can reserve a Lounge table for dinner or drinks. Reservations are held for 15 minutes after the booked time.</p>',
  ],
  [
    'Reservations and events',
    'Can I book the venue for a private event?',
    '<p>Yes, the whole venue, the Rooftop or the Lounge can be booked for birthdays, corporate events and weddings, from 20 to 400 guests. Use the Book Venue page and our events team answers within one business day. Some dates are already blocked for private events.</p>',
  ],
  [
    'Food and gift cards',
    'Do you deliver food?',
    '<p>Yes, our kitchen delivers within 3 miles of the venue from 6:00 PM to 1:00 AM, Tuesday to Sunday. Order on the Food Delivery page; items marked as not available for delivery are served in the venue only.</p>',
  ],
  [
    'Food and gift cards',
    'Do you sell gift cards?',
    '<p>Gift cards from $25 to $500 can be bought on the Gift Cards page and are sent by e-mail. They are valid for two years on tickets, food, drinks and bottle service.</p>',
  ],
  [
    'Food and gift cards',
    'Which payment methods do you accept?',
    '<p>All major credit and debit cards, Apple Pay and Google Pay. The venue is cashless.</p>',
  ],
];

export function demoFaq(): VenueSeedInput['faqItems'][number][] {
  return faq.map(([category, question, answer], i) => ({ _id: `faq-${i + 1}`, question, answer, category }));
}
