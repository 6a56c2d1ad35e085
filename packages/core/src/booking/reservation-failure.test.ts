import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BookingChoiceField } from './booking-choice.machine';
import { missingInFormOrder } from './missing-choices';
import { reservationFailureOf } from './reservation-failure';

const fields: readonly BookingChoiceField[] = ['date', 'time', 'guests'];

describe('missing choices', () => {
  it('are named in form order, each once, and nothing else', () => {
    expect(missingInFormOrder(['guests', 'date', 'time'])).toEqual(['date', 'time', 'guests']);
    expect(missingInFormOrder([])).toEqual([]);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...fields), { maxLength: 6 }), (missing) => {
        expect(missingInFormOrder(missing)).toEqual(fields.filter((field) => missing.includes(field)));
      }),
    );
  });
});

describe('reservation failure', () => {
  it('keeps the venue words for a refusal and gives a code otherwise', () => {
    expect(reservationFailureOf(null)).toBeNull();
    expect(reservationFailureOf({ _tag: 'HttpError', status: 422, message: 'Too many guests' })).toEqual({
      kind: 'rejected',
      venueMessage: 'Too many guests',
    });
    expect(reservationFailureOf({ _tag: 'NetworkError', message: 'offline' })).toEqual({ kind: 'temporary' });
    expect(reservationFailureOf({ _tag: 'HttpError', status: 500, message: 'failed' })).toEqual({ kind: 'temporary' });
    expect(reservationFailureOf({ _tag: 'HttpError', status: 503, message: 'down' })).toEqual({ kind: 'outage' });
    expect(reservationFailureOf({ _tag: 'HttpError', status: 429, message: 'slow down' })).toEqual({ kind: 'throttled' });
    expect(reservationFailureOf({ _tag: 'DecodeError', source: 'GET reservation', path: '', message: 'bad shape' })).toEqual({
      kind: 'unreadable',
    });
  });
});
