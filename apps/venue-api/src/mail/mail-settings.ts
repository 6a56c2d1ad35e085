// Where mail goes and how (docs/backend.md#mail): read once from the environment at start (config/env.ts).

export interface DkimSettings {
  readonly domainName: string;
  readonly keySelector: string;
  /** PEM. */
  readonly privateKey: string;
}

export interface MailSettings {
  /** VENUE_PUBLIC_URL: the site's address as guests reach it; every link in a mail is absolute under it. */
  readonly publicUrl: string;
  /** VENUE_MAIL_FROM: the From of every mail. */
  readonly from: string;
  /** VENUE_STAFF_EMAIL: one or more addresses that hear of every request; none means no staff mail. */
  readonly staffEmails: readonly string[];
  /** VENUE_SMTP_URL (smtp:// or smtps://, user and password in it); undefined keeps mail in the outbox as .eml files. */
  readonly smtpUrl: string | undefined;
  /** VENUE_DKIM_DOMAIN, VENUE_DKIM_SELECTOR and VENUE_DKIM_PRIVATE_KEY, all three or none. */
  readonly dkim: DkimSettings | undefined;
  /** VENUE_RESERVATION_REMINDER_HOURS: how long before a reservation its reminder goes out, 24 by default. */
  readonly reminderHours: number;
  /** VENUE_CHAT_WAIT_MINUTES: how long a chat waits for staff, with no staff page open, before the venue is mailed; 3 by default. */
  readonly chatWaitMinutes: number;
  /**
   * VENUE_MAIL_CLAIM_SECONDS: how long a sender holds the mails it took (renewed while they are on their way), so how
   * soon another instance sends the mails of one that died mid-send; 15 by default.
   */
  readonly claimSeconds: number;
}

/** The host part of the From address: Message-IDs are made under it. */
export function mailHost(settings: Pick<MailSettings, 'from'>): string {
  const address = /<([^>]+)>\s*$/.exec(settings.from)?.[1] ?? settings.from;
  return address.split('@')[1]?.trim() || 'localhost';
}
