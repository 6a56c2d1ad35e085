import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isGoodRating, isRatingChoice, ratingVerdict } from './rating';

describe('rating', () => {
  it('judges 3 and 5 good, 1 and 2 bad', () => {
    expect([1, 2, 3, 5].map(ratingVerdict)).toEqual(['bad', 'bad', 'good', 'good']);
  });

  it('property: 3 or more is good, below 3 is bad, for any rating', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -10, max: 10 }), (rate) => {
        expect(isGoodRating(rate)).toBe(rate >= 3);
        expect(ratingVerdict(rate)).toBe(rate >= 3 ? 'good' : 'bad');
      }),
    );
  });

  it('offers the whole stars 1 to 5 only', () => {
    expect([0, 1, 2.5, 3, 5, 6].map(isRatingChoice)).toEqual([false, true, false, true, true, false]);
  });
});
