// What every API route needs, passed in rather than imported, so tests build it in memory.
import type { MinorExponent } from '@venue/core/money/currency-exponent';
import type { ClientCredentials } from '../config/demo-client';
import type { PricingVariant, TicketHolds } from '../config/env';
import type { Database } from '../db/database.port';
import type { RealtimeEmitter } from '../realtime/realtime.port';
import type { VenueBot } from '../chat/venue-bot.port';
import type { MailSettings } from '../mail/mail-settings';

export interface ApiContext {
  readonly db: Database;
  readonly client: ClientCredentials;
  readonly tokenTtlSeconds: number;
  readonly pricing: PricingVariant;
  /** Where uploaded files (talent photos, chat files and audio) are kept. */
  readonly uploadsDir: string;
  /** The clock; tests pin it so "upcoming" and "past" are stable. */
  readonly now: () => Date;
  /** The venue's IANA time zone: its "today" for upcoming events, bookings and blocks (config/venue-time-zone.ts). */
  readonly timeZone: string;
  /** The decimals of the venue's currency, read at start (config/venue-money-exponent.ts): the wire's major unit to and from minor units. */
  readonly moneyExponent: MinorExponent;
  /** The venue's ISO 4217 currency, null when its symbol cannot tell one: what Stripe charges in (orders/stripe-amount.ts). */
  readonly currencyCode: string | null;
  /** The socket.io side of the support chat (replies, deleted guests, the web-support switch). */
  readonly realtime: RealtimeEmitter;
  /** Password of the staff page (/venue-api/staff). */
  readonly staffPassword: string;
  /** The chat's answering bot (chat/choose-bot.ts); the built-in one when absent. */
  readonly bot?: VenueBot;
  /** Whether make-test-payment may mark orders paid (off in production unless VENUE_TEST_PAYMENTS=1). */
  readonly testPayments: boolean;
  /** Believe a TLS proxy's X-Forwarded-* headers (client-address.ts). */
  readonly trustProxy: boolean;
  /** How long an unpaid ticket order holds its seats, and how many one address may hold per event. */
  readonly holds: TicketHolds;
  /** Sites served apart from this API whose pages call it and frame its pages (VENUE_SITE_ORIGINS); none by default. */
  readonly siteOrigins?: readonly string[];
  /** Where mail goes (mail/mail-settings.ts): what causes a mail queues it in its own transaction (mail/queue-mail.ts). */
  readonly mail: MailSettings;
}
