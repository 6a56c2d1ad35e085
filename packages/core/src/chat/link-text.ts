// The text of a link in a chat message is truncated to 50 characters (docs/product.md#support-chat).
export const linkTextLimit = 50;

/** The first 50 characters, counted as code points so an emoji is never cut in half; no ellipsis is added. */
export function truncateLinkText(text: string, limit: number = linkTextLimit): string {
  const characters = Array.from(text);
  return characters.length <= limit ? text : characters.slice(0, limit).join('');
}

/** A piece of a chat message: plain text, or a web address shown as a link with its text cut to 50 characters. */
export type MessagePart =
  { readonly kind: 'text'; readonly text: string } | { readonly kind: 'link'; readonly href: string; readonly text: string };

// Only http(s) addresses become links: a message can never make a javascript: or data: link.
const webAddress = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'}]/g;

/** The message split into text and links, in order; joined back (with full addresses) it is the message. */
export function messageParts(message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let from = 0;
  for (const match of message.matchAll(webAddress)) {
    const at = match.index;
    if (at > from) parts.push({ kind: 'text', text: message.slice(from, at) });
    parts.push({ kind: 'link', href: match[0], text: truncateLinkText(match[0]) });
    from = at + match[0].length;
  }
  if (from < message.length) parts.push({ kind: 'text', text: message.slice(from) });
  return parts;
}
