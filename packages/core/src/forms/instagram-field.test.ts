import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instagramOnBlur, instagramOnFocus, instagramValue } from './instagram-field';

describe('Instagram field', () => {
  it('adds @ on focus and removes it on blur when nothing else was typed', () => {
    expect(instagramOnFocus('')).toBe('@');
    expect(instagramOnBlur('@')).toBe('');
    expect(instagramOnBlur('@venue')).toBe('@venue');
    expect(instagramOnFocus('@venue')).toBe('@venue');
    expect(instagramOnFocus('venue')).toBe('@venue');
    expect(instagramValue(' @ ')).toBe('');
    expect(instagramValue(' @club ')).toBe('@club');
  });

  it('property: focus then blur gives back an empty field, and keeps anything typed', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        expect(instagramOnBlur(instagramOnFocus(''))).toBe('');
        const focused = instagramOnFocus('');
        const withText = focused + typed;
        expect(instagramOnBlur(withText)).toBe(typed.trim() === '' ? '' : withText);
        expect(instagramOnFocus(instagramOnFocus(typed))).toBe(instagramOnFocus(typed));
        expect(instagramOnFocus(typed).startsWith('@')).toBe(true);
      }),
    );
  });
});
