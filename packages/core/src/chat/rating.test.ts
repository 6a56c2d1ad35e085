import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isGoodRating, isRatingChoice, ratingSentence } from './rating';

describe('rating', () => {
  it('uses the given sentences, word for word', () => {
    expect(ratingSentence(3)).toBe('You rated our service as good.');
    expect(ratingSentence(5)).toBe('You rated our service as good.');
    expect(ratingSentence(2)).toBe('You rated our service as bad.');
    expect(ratingSentence(1)).toBe('You rated our service as bad.');
  });

  it('property: 3 or more is good, below 3 is bad, for any rating', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -10, max: 10 }), (rate) => {
        expect(isGoodRating(rate)).toBe(rate >= 3);
        expect(ratingSentence(rate)).toBe(rate >= 3 ? 'You rated our service as good.' : 'You rated our service as bad.');
      }),
    );
  });

  it('offers the whole stars 1 to 5 only', () => {
    expect([0, 1, 2.5, 3, 5, 6].map(isRatingChoice)).toEqual([false, true, false, true, true, false]);
  });
});
