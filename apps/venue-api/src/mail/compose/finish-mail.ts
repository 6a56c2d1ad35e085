// A template rendered into the mail a reader gets (docs/decisions.md#mail-templates): React Email's render for the HTML and
// the same markup as plain text, the inline pictures and files that fit in the 3 MB budget, and the headers.
import { render } from '@react-email/components';
import type { ReactElement } from 'react';
import type { ComposedAttachment, ComposedMail } from '../outbox-mail';
import { fitAttachments } from './attachment-budget';
import type { MailVenue } from './mail-venue';

/** Mails the site sends on its own, not a person: out-of-office replies and autoresponders leave them be (RFC 3834). */
const TRANSACTIONAL_HEADERS = { 'Auto-Submitted': 'auto-generated' } as const;

/** Headings as written: an order number in capitals is another number. */
const TEXT_OPTIONS = {
  selectors: ['h1', 'h2'].map((selector) => ({ selector, options: { uppercase: false } })),
};

/**
 * React 19 hoists a `<link rel="preload" as="image">` for every image it renders: meaningless in a mail (a reader
 * loads nothing ahead), and a cid: URL in the head confuses some. Only those links are taken out.
 */
const withoutImagePreloads = (html: string): string => html.replace(/<link rel="preload" as="image"[^>]*\/?>/g, '');

export interface MailFiles {
  readonly attached: readonly ComposedAttachment[];
  /** Whether this file goes with the mail (else the template gives its link). */
  has(file: ComposedAttachment | null | undefined): boolean;
}

/**
 * Which files go with the mail, most wanted first (the guests' codes, then the invoice, then the calendar file),
 * the venue's logo last: past 3 MB the rest become links.
 */
export function mailFiles(venue: MailVenue, files: readonly (ComposedAttachment | null | undefined)[]): MailFiles {
  const wanted = [...files, venue.logo.kind === 'inline' ? venue.logo.attachment : null].filter(
    (file): file is ComposedAttachment => file !== null && file !== undefined,
  );
  const { attached } = fitAttachments(wanted);
  return { attached, has: (file) => file !== null && file !== undefined && attached.includes(file) };
}

export async function finishMail(
  subject: string,
  element: ReactElement,
  files: MailFiles,
  headers: Readonly<Record<string, string>> = {},
): Promise<ComposedMail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true, htmlToTextOptions: TEXT_OPTIONS })]);
  return {
    subject,
    html: withoutImagePreloads(html),
    text,
    attachments: files.attached,
    headers: { ...TRANSACTIONAL_HEADERS, ...headers },
  };
}
