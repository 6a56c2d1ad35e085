// What each mail's composer reads from: the database and clock, the site's links, and the venue, read once per mail.
import type { ApiContext } from '../../http/api-context';
import type { OutboxMail, ComposedMail } from '../outbox-mail';
import { readMailVenue, type MailVenue } from './mail-venue';
import { siteLinks, type SiteLinks } from './site-links';

export interface ComposeDeps {
  readonly ctx: ApiContext;
  readonly links: SiteLinks;
  readonly venue: () => Promise<MailVenue>;
}

/** Renders one kind of mail; null when its subject has nothing left to say. */
export type MailComposer = (deps: ComposeDeps, mail: OutboxMail) => Promise<ComposedMail | null>;

export function composeDeps(ctx: ApiContext): ComposeDeps {
  const links = siteLinks(ctx.mail.publicUrl);
  let venue: Promise<MailVenue> | undefined;
  return { ctx, links, venue: () => (venue ??= readMailVenue(ctx.db, links)) };
}
