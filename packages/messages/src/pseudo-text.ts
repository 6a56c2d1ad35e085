// The pseudo-language the tests read pages in (docs/product.md#languages): every letter accented and every
// message about 40 % longer, between ⟦ ⟧, so English left in a component, a text cut short and a layout
// that cannot grow all show on the page.
const accented: Readonly<Record<string, string>> = {
  a: 'á',
  e: 'é',
  i: 'ï',
  o: 'ö',
  u: 'ü',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  y: 'ý',
  z: 'ž',
  g: 'ğ',
  l: 'ļ',
  r: 'ŕ',
  t: 'ţ',
  d: 'ď',
  A: 'Á',
  E: 'É',
  I: 'Ï',
  O: 'Ö',
  U: 'Ü',
  C: 'Ç',
  N: 'Ñ',
  S: 'Š',
  Y: 'Ý',
  Z: 'Ž',
  G: 'Ğ',
  L: 'Ļ',
  R: 'Ŕ',
  T: 'Ţ',
  D: 'Ď',
};

export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

/** A message in the pseudo-language; an empty one stays empty. */
export function pseudoText(text: string): string {
  if (text.trim() === '') return text;
  const letters = [...text].map((ch) => accented[ch] ?? ch).join('');
  const padding = '·'.repeat(Math.ceil(text.length * 0.4));
  return `${PSEUDO_OPEN}${letters}${padding}${PSEUDO_CLOSE}`;
}

/** A catalog's message (a text, or a function that writes one) in the pseudo-language. */
export function pseudoMessage<T>(message: T): T {
  if (typeof message === 'string') return pseudoText(message) as T;
  if (typeof message === 'function') {
    const write = message as (...args: unknown[]) => unknown;
    return ((...args: unknown[]) => {
      // A part the caller draws (a link inside a sentence) is given its words accented too.
      const drawn = args.map((arg) =>
        typeof arg === 'function'
          ? (first: unknown, ...rest: unknown[]) =>
              (arg as (...a: unknown[]) => unknown)(typeof first === 'string' ? pseudoText(first) : first, ...rest)
          : arg,
      );
      const written = write(...drawn);
      if (typeof written === 'string') return pseudoText(written);
      // A message with parts drawn by the caller (a link inside a sentence): its own words accented.
      return Array.isArray(written) ? written.map((part) => (typeof part === 'string' ? pseudoText(part) : part)) : written;
    }) as T;
  }
  return message;
}
