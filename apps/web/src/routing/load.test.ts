// Which failed loads make a page's 503 with Try again (docs/product.md#when-the-venue-cannot-be-reached): no
// answer, and any 5xx, the venue's `unavailable` while its database is away among them; a 404 is the not-found
// panel, and a refusal neither.
import { describe, expect, it } from 'vitest';
import type { ApiError } from '@venue/core/shared/api-error';
import { LoadError } from './load';

const outage: ApiError = {
  _tag: 'HttpError',
  status: 503,
  message: 'The venue is briefly unavailable.',
  body: { error: { code: 'unavailable', message: 'The venue is briefly unavailable.' } },
};

describe('a page whose data failed to load', () => {
  it('is unavailable (503, Try again) when the venue is briefly unavailable, as when it does not answer', () => {
    const cases: readonly ApiError[] = [
      outage,
      { _tag: 'NetworkError', message: 'The operation timed out.' },
      { _tag: 'HttpError', status: 500, message: 'internal' },
      { _tag: 'HttpError', status: 404, message: 'not found' },
      { _tag: 'HttpError', status: 422, message: 'invalid' },
    ];
    expect(cases.map((failure) => [new LoadError(failure).unavailable, new LoadError(failure).notFound])).toEqual([
      [true, false],
      [true, false],
      [true, false],
      [false, true],
      [false, false],
    ]);
  });
});
