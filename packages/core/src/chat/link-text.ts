// The text of a link in a chat message is truncated to 50 characters (docs/product.md#support-chat).
export const linkTextLimit = 50;

/** The first 50 characters, counted as code points so an emoji is never cut in half; no ellipsis is added. */
export function truncateLinkText(text: string, limit: number = linkTextLimit): string {
  const characters = Array.from(text);
  return characters.length <= limit ? text : characters.slice(0, limit).join('');
}
