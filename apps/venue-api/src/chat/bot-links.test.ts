// Every page the bot names is one of the site's (core's route table), whatever the venue's facts and whatever the
// guest types: the built-in answers, and the facts the AI is told to quote links from. Pure, on any facts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolvePath } from '@venue/core/routing/routes';
import { factsText } from './ai-facts-text';
import { builtInAnswer } from './built-in-bot';
import { guestTextArb, sitePathsIn } from './testing/guest-text';
import { venueFactsArb } from './testing/sample-facts';

const expectSitePages = (text: string) => {
  for (const path of sitePathsIn(text)) expect(resolvePath(path), `${path} in ${text}`).toMatchObject({ kind: 'page' });
};

describe("the bot's links", () => {
  it('finds the paths a text names, and only those', () => {
    expect(sitePathsIn('Go to /my-orders and type it. Tickets: /tickets/a-1. (/tickets/b) e-mail 24/7 https://maps.example/x')).toEqual([
      '/my-orders',
      '/tickets/a-1',
      '/tickets/b',
    ]);
  });

  it("are pages of the site in every built-in answer, on any venue's facts", () => {
    fc.assert(
      fc.property(venueFactsArb, guestTextArb, (facts, text) => {
        expectSitePages(builtInAnswer({ facts, text, guestName: 'Ada', history: [] }).message);
      }),
    );
  });

  it("name /my-orders, never an order, for every question about a guest's own reservation or tickets", () => {
    const ownOrder = fc.constantFrom(
      'how do I change my reservation',
      'cancel my table reservation',
      'where is my reservation',
      'where are my tickets',
      'I lost my QR code, my email is ada@example.com',
    );
    fc.assert(
      fc.property(venueFactsArb, ownOrder, (facts, text) => {
        const paths = sitePathsIn(builtInAnswer({ facts, text, guestName: 'Ada', history: [] }).message);
        expect(paths).toContain('/my-orders');
        expect(paths.filter((p) => p !== '/my-orders' && p !== '/contact')).toEqual([]);
      }),
    );
  });

  it('are pages of the site in the facts the AI quotes from', () => {
    fc.assert(fc.property(venueFactsArb, (facts) => expectSitePages(factsText(facts))));
  });
});
