// Venue HTML as plain text, for places that take no markup: a calendar file, structured data,
// share text, the chat bot's answers (FAQ answers are HTML). The result is never rendered as
// HTML, so this only has to read well, not to be a sanitiser.
//
// Line breaks (<br>) and the ends of blocks (p, div, li, headings) become one line break each;
// whitespace in the source is a space, as a browser shows it; scripts and styles are dropped.

const named: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** A numeric reference's character; '' for a code point that is not a character (0, surrogates, past U+10FFFF). */
function codePoint(code: number): string {
  const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return valid ? String.fromCodePoint(code) : '';
}

function decodeEntity(whole: string, name: string): string {
  if (/^#\d+$/.test(name)) return codePoint(Number(name.slice(1)));
  if (/^#x[0-9a-f]+$/i.test(name)) return codePoint(Number.parseInt(name.slice(2), 16));
  // An unknown name is left as written: readable, and never guessed wrong.
  return named[name.toLowerCase()] ?? whole;
}

export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/\s+/g, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6])\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, decodeEntity)
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n\s*/g, '\n')
    .trim();
}
