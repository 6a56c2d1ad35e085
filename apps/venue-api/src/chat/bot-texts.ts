// The bot's own words. The product brief gives none; these are ours (docs/decisions.md). None says a
// booking or a payment was made: the bot only points to the pages that do these things.
import { bottleMinimumText } from './venue-facts-text';
import { siteLinks, type VenueFacts } from './venue-bot.port';

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
} as const;
