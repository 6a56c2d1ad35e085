import { describe, expect, it } from 'vitest';
import { reservationFailureOf } from '../booking/reservation-failure';
import { claimFailure } from '../coatcheck/claim-texts';
import { flowFailure } from '../food-delivery/food-order-refusal';
import type { ApiError } from './api-error';
import { shortWaitOf } from './short-wait';

const tooMany: ApiError = { _tag: 'HttpError', status: 429, message: 'Too many requests from this address.' };
const refused: ApiError = { _tag: 'HttpError', status: 409, message: 'Sold out.' };
const offline: ApiError = { _tag: 'NetworkError', message: 'offline' };

describe('a venue that says too many tries', () => {
  it('is told apart from a refusal and from no answer', () => {
    expect([tooMany, refused, offline].map(shortWaitOf)).toEqual(['throttled', null, null]);
  });

  it('asks the guest to wait a moment, where other failures keep their own words', () => {
    expect(reservationFailureOf(tooMany)).toEqual({ kind: 'throttled' });
    expect(claimFailure(tooMany)).toEqual({ kind: 'throttled' });
    expect(reservationFailureOf(refused)).toEqual({ kind: 'rejected', venueMessage: 'Sold out.' });
    expect(claimFailure(offline)).toEqual({ kind: 'temporary' });
    expect(flowFailure({ step: 'create', kind: 'temporary', error: tooMany }, {})).toMatchObject({ wait: 'throttled', message: null });
    expect(flowFailure({ step: 'create', kind: 'temporary', error: offline }, {})).toMatchObject({ wait: null, message: null });
  });
});
