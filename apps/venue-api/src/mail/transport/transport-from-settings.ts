// The transport the settings ask for (docs/backend.md#mail): VENUE_SMTP_URL's server, else .eml files in
// `<dataDir>/mail`; and the line `npm start`'s banner says of it.
import { join } from 'node:path';
import type { MailSettings } from '../mail-settings';
import { emlTransport } from './eml-transport';
import type { MailTransport } from './mail-transport';
import { smtpServerOf, smtpTransport } from './smtp-transport';

export const emlFolder = (dataDir: string): string => join(dataDir, 'mail');

export function transportFromSettings(settings: MailSettings, dataDir: string): MailTransport {
  return settings.smtpUrl === undefined
    ? emlTransport(emlFolder(dataDir), settings.from)
    : smtpTransport(settings.smtpUrl, settings.from, settings.dkim);
}

/** Where mail goes, for the start-up log: the SMTP server without its password, or the outbox page and folder. */
export function mailDestination(settings: MailSettings, dataDir: string, staffOutboxUrl: string): string {
  const staff =
    settings.staffEmails.length === 0 ? 'no staff mail (VENUE_STAFF_EMAIL)' : `staff mail to ${settings.staffEmails.join(', ')}`;
  if (settings.smtpUrl === undefined)
    return `kept in the outbox, ${staffOutboxUrl}, and as .eml files in ${emlFolder(dataDir)} (VENUE_SMTP_URL sends them); ${staff}`;
  const server = smtpServerOf(settings.smtpUrl);
  const user = server.user === undefined ? '' : `${server.user}${server.password === undefined ? '' : ':***'}@`;
  const signed = settings.dkim === undefined ? '' : `, DKIM-signed for ${settings.dkim.domainName}`;
  return `sent through ${server.secure ? 'smtps' : 'smtp'}://${user}${server.host}:${server.port} as ${settings.from}${signed}; ${staff}`;
}
