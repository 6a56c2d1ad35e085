import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkTextLimit, truncateLinkText } from './link-text';

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
