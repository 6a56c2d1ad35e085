// Mail through an SMTP server (VENUE_SMTP_URL, docs/backend.md#mail): a pool of connections, implicit TLS for
// smtps://, STARTTLS whenever an smtp:// server offers it, and a DKIM signature when VENUE_DKIM_* are set.
import nodemailer from 'nodemailer';
import type { DkimSettings } from '../mail-settings';
import { mailMessage } from './mail-message';
import type { MailTransport } from './mail-transport';
import { transportFailure } from './transport-failure';

/**
 * What the signature covers: RFC 6376's list plus the list headers, List-Unsubscribe-Post named outright, as
 * RFC 8058's one-click unsubscribe counts only when it is signed (older nodemailer left it out).
 */
export const DKIM_SIGNED_HEADERS =
  'From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding:Content-ID:' +
  'Content-Description:In-Reply-To:References:Auto-Submitted:List-Id:List-Unsubscribe:List-Unsubscribe-Post';

/** Each wait of a send is bounded: a server that stops answering lets go of the mail, which is tried again later. */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

export interface SmtpServer {
  readonly host: string;
  readonly port: number;
  readonly secure: boolean;
  readonly user: string | undefined;
  readonly password: string | undefined;
}

/** Reads `smtp://user:password@host:port` or `smtps://…` (port 587 or 465 unless given). */
export function smtpServerOf(url: string): SmtpServer {
  const parsed = new URL(url);
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') throw new Error('VENUE_SMTP_URL must start with smtp:// or smtps://.');
  const secure = parsed.protocol === 'smtps:';
  return {
    host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: parsed.port === '' ? (secure ? 465 : 587) : Number(parsed.port),
    secure,
    user: parsed.username === '' ? undefined : decodeURIComponent(parsed.username),
    password: parsed.password === '' ? undefined : decodeURIComponent(parsed.password),
  };
}

export function smtpTransport(url: string, from: string, dkim: DkimSettings | undefined): MailTransport {
  const server = smtpServerOf(url);
  const transporter = nodemailer.createTransport({
    pool: true,
    host: server.host,
    port: server.port,
    secure: server.secure,
    ...(server.user === undefined ? {} : { auth: { user: server.user, pass: server.password ?? '' } }),
    ...TIMEOUTS,
    ...(dkim === undefined ? {} : { dkim: { ...dkim, headerFieldNames: DKIM_SIGNED_HEADERS } }),
  });
  return {
    async send(outgoing) {
      try {
        await transporter.sendMail(mailMessage(from, outgoing));
        return { ok: true, status: 'sent' };
      } catch (error) {
        return transportFailure(error);
      }
    },
    close: () => transporter.close(),
  };
}
