import { describe, expect, it } from 'vitest';
import { bookingRefusalOf } from './booking-refusal';

const http = (status: number, body: unknown) => ({ _tag: 'HttpError' as const, status, message: 'refused', body });

describe('bookingRefusalOf', () => {
  it('reads a taken night', () => {
    expect(bookingRefusalOf(http(409, { error: { code: 'night_taken', message: 'taken', field: 'eventDate' } }))).toEqual({
      _tag: 'NightTaken',
    });
  });

  it('reads a block with its notes, whole night or not', () => {
    const body = (field: string) => ({
      error: { code: 'blocked', message: 'closed', field, details: { notes: '<p>Wedding</p>', blockId: 'b' } },
    });
    expect(bookingRefusalOf(http(422, body('eventDate')))).toEqual({ _tag: 'Blocked', notes: '<p>Wedding</p>', wholeNight: true });
    expect(bookingRefusalOf(http(422, body('startTime')))).toEqual({ _tag: 'Blocked', notes: '<p>Wedding</p>', wholeNight: false });
  });

  it('is Other for anything else, an unreadable body included', () => {
    expect(bookingRefusalOf({ _tag: 'NetworkError', message: 'offline' })._tag).toBe('Other');
    expect(bookingRefusalOf(http(409, 'night_taken'))._tag).toBe('Other');
    expect(bookingRefusalOf(http(422, { error: { code: 'invalid_input', message: 'bad' } }))._tag).toBe('Other');
    expect(bookingRefusalOf(http(500, { error: { code: 'night_taken', message: 'x' } }))._tag).toBe('Other');
  });
});
