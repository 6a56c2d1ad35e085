// The one place venue HTML is cleaned (venue HTML is untrusted). DOMPurify keeps formatting and
// links, drops scripts, handlers, forms and frames; links that leave the site open in a new tab
// without access to this one. Pages use it through safe-html.tsx, which loads this module lazily.
import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';
import { useMemo } from 'react';

let current: Purifier | undefined;

function withLinkHook(purify: Purifier): Purifier {
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purify;
}

/** The server has no DOM of its own: its renderer hands one in (jsdom), so the first HTML is cleaned the same way. */
export function installServerWindow(window: WindowLike): void {
  current = withLinkHook(DOMPurify(window));
}

function purifier(): Purifier {
  current ??= withLinkHook(DOMPurify);
  if (!current.isSupported) throw new Error('No DOM to sanitise venue HTML with.');
  return current;
}

export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

export interface SafeHtmlProps {
  readonly html: string;
  readonly className?: string | undefined;
  readonly as?: 'div' | 'section' | 'span';
  /** The language the venue wrote it in and its direction, when they are not the page's (venue-language.ts). */
  readonly lang?: string | undefined;
  readonly dir?: 'ltr' | 'rtl' | undefined;
}

export function SanitizedHtml({ html, className, as: Tag = 'div', lang, dir }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={className} lang={lang} dir={dir} dangerouslySetInnerHTML={{ __html: clean }} />;
}
