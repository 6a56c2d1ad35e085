import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolvePath } from '../routing/routes';
import { linkTextLimit, messageParts, truncateLinkText } from './link-text';

describe('truncateLinkText', () => {
  it('keeps a short text and cuts a long one at 50 characters', () => {
    expect(truncateLinkText('https://club.example/events')).toBe('https://club.example/events');
    const long = `https://club.example/${'a'.repeat(80)}`;
    expect(truncateLinkText(long)).toBe(long.slice(0, 50));
    expect(linkTextLimit).toBe(50);
  });

  it('never cuts an emoji in half', () => {
    const text = `${'x'.repeat(49)}🎉🎉`;
    expect(truncateLinkText(text)).toBe(`${'x'.repeat(49)}🎉`);
  });

  it('property: the result has at most 50 characters and is a prefix of the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (text) => {
        const result = truncateLinkText(text);
        expect(Array.from(result).length).toBeLessThanOrEqual(50);
        expect(text.startsWith(result)).toBe(true);
      }),
    );
  });

  it('property: text of 50 characters or fewer is untouched, longer text keeps exactly 50', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', '/', '.', 'é', '🎉', ' '), { maxLength: 120 }).map((chars) => chars.join('')),
        (text) => {
          const length = Array.from(text).length;
          const result = truncateLinkText(text);
          if (length <= 50) expect(result).toBe(text);
          else expect(Array.from(result).length).toBe(50);
        },
      ),
    );
  });
});

describe('messageParts', () => {
  it('turns http(s) addresses into links with their text cut, and leaves the rest as text', () => {
    const long = `https://club.example/${'b'.repeat(60)}`;
    expect(messageParts(`See ${long}, or https://club.example/faq.`)).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: long, text: long.slice(0, 50), site: false },
      { kind: 'text', text: ', or ' },
      { kind: 'link', href: 'https://club.example/faq', text: 'https://club.example/faq', site: false },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never makes a link of another scheme', () => {
    expect(messageParts('javascript:alert(1) data:text/html,x')).toEqual([{ kind: 'text', text: 'javascript:alert(1) data:text/html,x' }]);
  });

  it("makes the site's own page paths links in the venue's messages only, and no unknown path", () => {
    const answer = 'Open /my-orders (or /contact). Not /nowhere, not a/b, nor /admin.';
    expect(messageParts(answer, { sitePaths: true }).filter((p) => p.kind === 'link')).toEqual([
      { kind: 'link', href: '/my-orders', text: '/my-orders', site: true },
      { kind: 'link', href: '/contact', text: '/contact', site: true },
    ]);
    expect(messageParts(answer).some((p) => p.kind === 'link')).toBe(false);
  });

  it('property: the parts, with full addresses, give the message back; every link is http(s) or a site page, with at most 50 characters of text', () => {
    const sitePath = fc.constantFrom('/my-orders', '/contact', '/events', '/tickets/ev-1', '/nowhere', '/reservation/r1/x');
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string({ maxLength: 20 }), fc.webUrl(), sitePath), { maxLength: 6 }),
        fc.boolean(),
        (pieces, sitePaths) => {
          const message = pieces.join(' ');
          const parts = messageParts(message, { sitePaths });
          expect(parts.map((p) => (p.kind === 'link' ? p.href : p.text)).join('')).toBe(message);
          for (const part of parts.filter((p) => p.kind === 'link')) {
            if (part.site) expect(sitePaths && resolvePath(part.href).kind === 'page').toBe(true);
            else expect(part.href).toMatch(/^https?:\/\//);
            expect(Array.from(part.text).length).toBeLessThanOrEqual(linkTextLimit);
          }
        },
      ),
    );
  });
});
