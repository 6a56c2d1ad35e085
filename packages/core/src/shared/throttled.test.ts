import { describe, expect, it } from 'vitest';
import { reservationFailureText } from '../booking/reservation-texts';
import { claimFailureMessage } from '../coatcheck/claim-texts';
import { flowFailure } from '../food-delivery/food-order-refusal';
import type { ApiError } from './api-error';
import { isThrottled, throttledText } from './throttled';

const tooMany: ApiError = { _tag: 'HttpError', status: 429, message: 'Too many requests from this address.' };
const refused: ApiError = { _tag: 'HttpError', status: 409, message: 'Sold out.' };
const offline: ApiError = { _tag: 'NetworkError', message: 'offline' };

describe('a venue that says too many tries', () => {
  it('is told apart from a refusal and from no answer', () => {
    expect([tooMany, refused, offline].map(isThrottled)).toEqual([true, false, false]);
  });

  it('asks the guest to wait a moment, where other failures keep their own words', () => {
    expect(reservationFailureText(tooMany)).toBe(throttledText);
    expect(claimFailureMessage(tooMany)).toBe(throttledText);
    expect(reservationFailureText(refused)).toBe('Sold out.');
    expect(claimFailureMessage(offline)).not.toBe(throttledText);
    expect(flowFailure({ step: 'create', kind: 'temporary', error: tooMany }, {}).message).toBe(throttledText);
    expect(flowFailure({ step: 'create', kind: 'temporary', error: offline }, {}).message).toBeNull();
  });
});
