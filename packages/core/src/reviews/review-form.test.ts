import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ReviewComment } from '../content/review-comment.schema';
import { decodeWith } from '../shared/decode';
import { validateReview } from './review-form';

const target = { type: 'event', id: 'evt-1' } as const;

describe('review form', () => {
  it('turns a valid form into the payload, trimmed', () => {
    expect(validateReview(target, { name: ' Dana ', rating: 4, comment: ' Great night ' })).toEqual({
      ok: true,
      value: { type: 'event', id: 'evt-1', name: 'Dana', rating: 4, comment: 'Great night' },
    });
  });

  it('reports every missing field in form order', () => {
    const result = validateReview(target, { name: ' ', rating: null, comment: '' });
    expect(result.ok ? [] : result.error).toEqual([
      { field: 'name', placeholder: 'Your Name', reason: 'required' },
      { field: 'rating', placeholder: 'Rating', reason: 'required' },
      { field: 'comment', placeholder: 'Your Review', reason: 'required' },
    ]);
  });

  it('property: accepts exactly ratings 1 to 5, and what it accepts the backend schema accepts', () => {
    const decode = decodeWith(ReviewComment, 'review');
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), fc.integer({ min: -2, max: 8 }), fc.string({ maxLength: 50 }), (name, rating, comment) => {
        const result = validateReview(target, { name, rating, comment });
        const expected = rating >= 1 && rating <= 5 && name.trim() !== '' && name.trim().length <= 100 && comment.trim() !== '';
        expect(result.ok).toBe(expected);
        if (result.ok) expect(decode(result.value).ok).toBe(true);
      }),
    );
  });
});
