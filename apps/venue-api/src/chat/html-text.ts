// FAQ answers are HTML (for the FAQ page); a chat message is plain text the site shows as text.

const entities: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The text of an HTML fragment: tags dropped, block ends as spaces, common entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6])>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#39|#x27|amp|lt|gt|quot|apos|nbsp);/gi, (_, name: string) => entities[name.toLowerCase() === '#x27' ? '#39' : name.toLowerCase()] ?? '')
    .replace(/&#(\d+);/g, (_, code: string) => (Number(code) <= 0x10ffff ? String.fromCodePoint(Number(code)) : ''))
    .replace(/\s+/g, ' ')
    .trim();
}
