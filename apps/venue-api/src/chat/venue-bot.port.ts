// The chat bot as a port (docs/backend.md#the-bot): given the venue's facts and the conversation so
// far, answer a guest's text. Two answerers implement it: the built-in one (built-in-bot.ts) and an
// OpenAI-compatible service (ai-bot.ts) that falls back to the built-in one. Everything is plain data.
import type { WeekDay } from '@venue/core/session/venue-hours';
import type { FaqEntry } from './faq-bot';

/** One day of the week as the venue set it; `closed` for a day off or a day without times. */
export interface DayHours {
  readonly day: WeekDay;
  readonly closed: boolean;
  readonly from: string | null;
  readonly to: string | null;
}

export interface TicketFact {
  readonly name: string;
  /** In cents. */
  readonly priceMinor: number;
  readonly soldOut: boolean;
}

export interface EventFact {
  readonly id: string;
  readonly name: string;
  /** `YYYY-MM-DD`. */
  readonly date: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly location: string;
  readonly tickets: readonly TicketFact[];
}

/** Paths of the site's pages the bot points to (docs/product.md#routes-and-navigation). */
export const siteLinks = {
  reservation: '/reservation',
  booking: '/booking',
  bottles: '/bottles',
  events: '/events',
  faq: '/faq',
  contact: '/contact',
  /** Find my orders: mails the address's owner the links to their orders (docs/product.md#find-my-orders). */
  myOrders: '/my-orders',
  tickets: (eventId: string) => `/tickets/${encodeURIComponent(eventId)}`,
} as const;

/** What the venue's own data says, gathered once per answer (venue-facts.ts). */
export interface VenueFacts {
  readonly name: string;
  /** The venue's date now, `YYYY-MM-DD` (for "today", "tonight", "tomorrow"). */
  readonly today: string;
  /** Symbol or code prices are shown in ("$"). */
  readonly currency: string;
  readonly address: string | null;
  readonly mapLink: string | null;
  /** Monday to Sunday, always seven days. */
  readonly hours: readonly DayHours[];
  readonly faq: readonly FaqEntry[];
  /** The next upcoming events, soonest first. */
  readonly events: readonly EventFact[];
  /** Bottle service's minimum spend per guest in cents and the smallest party, null when the venue sets none. */
  readonly bottles: { readonly minimumPerGuestMinor: number; readonly minGuests: number } | null;
  /** Hours before the arrival time a table reservation can still be cancelled online (the venue's rule). */
  readonly reservationCancelHours: number;
}

export interface ConversationTurn {
  readonly from: 'guest' | 'venue';
  readonly text: string;
}

export interface BotQuestion {
  readonly facts: VenueFacts;
  /** The conversation before this message, oldest first, bounded (bot-reply.ts). */
  readonly history: readonly ConversationTurn[];
  readonly text: string;
  readonly guestName: string;
}

export interface BotReply {
  /** Plain text, never empty, at most BOT_MESSAGE_MAX_LENGTH characters. */
  readonly message: string;
  /** Questions the guest may tap next, at most three. */
  readonly suggestions: readonly string[];
  /** The bot could not answer: a person must follow up (the conversation waits for staff). */
  readonly needsStaff: boolean;
  /** Which answerer wrote the message, for logs and tests. */
  readonly source: 'built-in' | 'ai';
}

export interface VenueBot {
  answer(question: BotQuestion): Promise<BotReply>;
}

export const BOT_MESSAGE_MAX_LENGTH = 1_500;
export const BOT_SUGGESTION_MAX_LENGTH = 120;
export const BOT_MAX_SUGGESTIONS = 3;
