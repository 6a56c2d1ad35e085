// Test support: what a guest may type in the chat, for the bot's properties (fast-check): any text, and texts made
// of the words the bot's matching listens for, so properties reach every answer.
import fc from 'fast-check';

const botWords = (
  'book booked table reserve reservation my change cancel lost qr code where ticket tickets doors door ' +
  'payment paid pay confirm friday monday tonight now open hours where event tickets price minimum bottle hi thanks ' +
  'the a ? !'
).split(' ');

export const guestTextArb: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.array(fc.constantFrom(...botWords), { maxLength: 15 }).map((w) => w.join(' ')),
);

/** The site paths a text names ("/my-orders", "/tickets/x"): a slash after a space, a bracket or the start. */
export const sitePathsIn = (text: string): string[] =>
  [...text.matchAll(/(?:^|[\s(])(\/[^\s)]*)/g)].map((m) => (m[1] ?? '').replace(/[.,;:!?"]+$/, ''));
