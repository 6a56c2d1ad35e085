// PLACEHOLDER until the templates land (H2 replaces this file): every mail rendered as its kind alone.
import type { ApiContext } from '../../http/api-context';
import type { ComposeMail } from '../outbox-mail';

export const composeMailWith =
  (_ctx: ApiContext): ComposeMail =>
  async (mail) => ({
    subject: mail.kind,
    html: `<!DOCTYPE html><html lang="${mail.language}"><body><p>${mail.kind}</p></body></html>`,
    text: mail.kind,
    attachments: [],
    headers: { 'Auto-Submitted': 'auto-generated' },
  });
