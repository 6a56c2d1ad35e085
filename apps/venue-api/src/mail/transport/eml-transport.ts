// With no SMTP server set (docs/backend.md#mail): each mail is built as the SMTP transport would send it and
// written as `<dataDir>/mail/<date>-<id>.eml`, which a mail program opens; the outbox marks it kept.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { mailMessage } from './mail-message';
import type { MailTransport } from './mail-transport';

/** The file's name: the day and time it was written, then the Message-ID's own part, safe in any file system. */
export function emlFileName(messageId: string, at: Date): string {
  const id = messageId
    .replace(/^<|@.*$|>$/g, '')
    .replace(/[^A-Za-z0-9-]/g, '_')
    .slice(0, 80);
  return `${at.toISOString().replace(/[:.]/g, '-')}-${id}.eml`;
}

export function emlTransport(folder: string, from: string, now: () => Date = () => new Date()): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(outgoing) {
      try {
        const built = await builder.sendMail(mailMessage(from, outgoing));
        await mkdir(folder, { recursive: true });
        await writeFile(join(folder, emlFileName(outgoing.messageId, now())), built.message as Buffer);
        return { ok: true, status: 'kept' };
      } catch (error) {
        // A full disk or a folder not writable now may be fixed; the outbox tries again later.
        return { ok: false, failure: 'temporary', reason: error instanceof Error ? error.message : String(error) };
      }
    },
    close: () => builder.close(),
  };
}
