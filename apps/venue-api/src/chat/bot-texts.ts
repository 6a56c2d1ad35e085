// The bot's own words. The product brief gives none; these are ours (docs/decisions.md). None says a
// booking or a payment was made: the bot only points to the pages that do these things. None shows or
// looks up an order: a name or an e-mail typed in the chat proves nothing, so a guest who lost their
// links gets them from find my orders, which mails them to the address's owner (docs/product.md#support-chat).
import { bottleMinimumText } from './venue-facts-text';
import { siteLinks, type VenueFacts } from './venue-bot.port';

/** Where lost links come back from; `verb`: how the guest got them ("ordered", "reserved"). */
const lostLinks = (verb: string) =>
  `Can't find that e-mail (check your spam folder too)? Go to ${siteLinks.myOrders} and type the e-mail address you ${verb} with: ` +
  'we send that address a link to your orders and their codes. For your safety, orders are never shown in this chat.';

/** The words on the reservation's own page and in its mails (docs/product.md#reservations-and-venue-booking). */
const changeLink = '"Change this reservation"';
const cancelLink = '"Cancel this reservation"';

/** "You can cancel online until 2 hours before your arrival time", as the venue's rule says. */
const cancelUntil = (hours: number) =>
  hours === 0
    ? 'You can cancel online until your arrival time'
    : `You can cancel online until ${hours === 1 ? '1 hour' : `${hours} hours`} before your arrival time`;

export const botTexts = {
  greeting: (name: string) => `Hi ${name}! I'm the venue's assistant. Ask me anything, or pick one of these questions.`,
  thanks: "You're welcome! Is there anything else I can help with?",
  handover:
    "I don't have a good answer to that, so I've passed your message to our team. A staff member will reply here as soon as they can.",
  weekHours: 'Our opening hours:',
  address: (facts: VenueFacts) => `${facts.name} is at ${facts.address ?? ''}.${facts.mapLink ? ` Map: ${facts.mapLink}` : ''}`,
  eventsIntro: (facts: VenueFacts) => `Coming up at ${facts.name}:`,
  noEventsOn: (day: string) => `Nothing is announced for ${day} yet.`,
  noEvents: `No events are announced yet; new dates appear on ${siteLinks.events}.`,
  allEvents: `All events: ${siteLinks.events}`,
  bottles: (facts: VenueFacts) => {
    const minimum = bottleMinimumText(facts);
    return `${minimum ? `Bottle service has a minimum spend of ${minimum}.` : 'Bottle service has no minimum spend.'} Choose your date, party size and bottles at ${siteLinks.bottles}.`;
  },
  reservation: `To reserve a table, pick the date, time and party size at ${siteLinks.reservation}. For a table with bottle service, start at ${siteLinks.bottles}.`,
  changeReservation:
    `To change your table reservation, open the e-mail that confirmed it, or its confirmation page, and choose ${changeLink}: ` +
    `you can pick another night, time or number of guests there. ${lostLinks('reserved')}`,
  cancelReservation: (facts: VenueFacts) =>
    `To cancel your table reservation, open the e-mail that confirmed it, or its confirmation page, and choose ${cancelLink}. ` +
    `${cancelUntil(facts.reservationCancelHours)}; after that, contact us at ${siteLinks.contact}. ${lostLinks('reserved')}`,
  findReservation:
    `Your table reservation is in the e-mail that confirmed it: your table's code for the door, and ${changeLink} and ${cancelLink}. ` +
    lostLinks('reserved'),
  myTickets:
    "Your tickets are in the e-mail that confirmed your order: each guest's code for the door has its own link there, " +
    `to open on the phone that goes to the venue. ${lostLinks('ordered')}`,
  booking: (facts: VenueFacts) =>
    `To book ${facts.name} for a private event, send your request at ${siteLinks.booking}; our team answers it with the details.`,
} as const;

/** Follow-up questions the built-in bot answers itself, offered as suggestions. */
export const followUps = {
  weekHours: 'What are your opening hours?',
  events: "What's on this week?",
  address: 'Where are you?',
  reservation: 'How do I reserve a table?',
  bottles: 'What is the bottle minimum?',
  booking: 'Can I book the venue for a private event?',
  doorsTonight: 'What time do doors open tonight?',
  changeReservation: 'How do I change my reservation?',
  cancelReservation: 'How do I cancel my reservation?',
} as const;
