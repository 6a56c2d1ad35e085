// A mail's HTML for the staff outbox's frame (docs/backend.md#the-staff-outbox): its inline pictures, named by
// `cid:` as mail readers want them, become `data:` URLs here only, so the browser shows them; served with a
// policy of its own that runs no script, posts no form and loads nothing from anywhere.
import type { ComposedMail } from '../mail/outbox-mail';

export const previewHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:; form-action 'none'; frame-ancestors 'self'; sandbox",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

/** The HTML with each `cid:` reference to one of its inline pictures replaced by that picture as a data: URL. */
export function previewHtml(mail: ComposedMail): string {
  const pictures = new Map(
    mail.attachments
      .filter((a) => a.cid !== undefined && /^image\/[a-z0-9.+-]+$/i.test(a.contentType))
      .map((a) => [a.cid, `data:${a.contentType};base64,${Buffer.from(a.content).toString('base64')}`]),
  );
  return mail.html.replace(/cid:([^"'\s)>]+)/g, (reference, cid: string) => pictures.get(cid) ?? reference);
}
