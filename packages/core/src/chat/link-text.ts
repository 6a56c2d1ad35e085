// The text of a link in a chat message is truncated to 50 characters (docs/product.md#support-chat).
import { resolvePath } from '../routing/routes';

export const linkTextLimit = 50;

/** The first 50 characters, counted as code points so an emoji is never cut in half; no ellipsis is added. */
export function truncateLinkText(text: string, limit: number = linkTextLimit): string {
  const characters = Array.from(text);
  return characters.length <= limit ? text : characters.slice(0, limit).join('');
}

/**
 * A piece of a chat message: plain text, or an address shown as a link with its text cut to 50 characters. A link
 * is `site` when it is one of the site's own pages (`/my-orders`), which opens in place of the page.
 */
export type MessagePart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'link'; readonly href: string; readonly text: string; readonly site: boolean };

// Only http(s) addresses become links: a message can never make a javascript: or data: link.
const webAddress = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'}]/g;
// In the venue's messages, a path of the site's own pages too ("/my-orders"), after a space, a bracket or at the start.
const webOrSitePath = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'}]|(?<=^|[\s(])\/[a-z][\w\-/]*[\w]/gi;

/** Whether a path is one of the site's pages (not a redirect nor an unknown path). */
const isSitePage = (path: string): boolean => resolvePath(path).kind === 'page';

/**
 * The message split into text and links, in order; joined back (with full addresses) it is the message. `sitePaths`
 * (the venue's own messages) also makes the site's page paths links; a guest's text never gets one.
 */
export function messageParts(message: string, options: { readonly sitePaths?: boolean } = {}): MessagePart[] {
  const parts: MessagePart[] = [];
  let from = 0;
  for (const match of message.matchAll(options.sitePaths === true ? webOrSitePath : webAddress)) {
    const at = match.index;
    const site = match[0].startsWith('/');
    if (site && !isSitePage(match[0])) continue;
    if (at > from) parts.push({ kind: 'text', text: message.slice(from, at) });
    parts.push({ kind: 'link', href: match[0], text: truncateLinkText(match[0]), site });
    from = at + match[0].length;
  }
  if (from < message.length) parts.push({ kind: 'text', text: message.slice(from) });
  return parts;
}
