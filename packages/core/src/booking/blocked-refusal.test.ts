import { describe, expect, it } from 'vitest';
import { blockedRefusalNotes } from './blocked-refusal';

const refusal = (status: number, body: unknown) => ({ _tag: 'HttpError' as const, status, message: 'Refused', body });

describe('blocked refusal', () => {
  it('reads the notes of a 422 blocked', () => {
    const body = { error: { code: 'blocked', message: 'Blocked', field: 'reservationTime', details: { notes: '<p>Private party</p>' } } };
    expect(blockedRefusalNotes(refusal(422, body))).toBe('<p>Private party</p>');
    expect(blockedRefusalNotes(refusal(422, { error: { code: 'blocked', details: {} } }))).toBe('');
  });

  it('is null for any other failure', () => {
    expect(blockedRefusalNotes(null)).toBeNull();
    expect(blockedRefusalNotes({ _tag: 'NetworkError', message: 'offline' })).toBeNull();
    expect(blockedRefusalNotes(refusal(422, { error: { code: 'invalid_input', details: { notes: 'x' } } }))).toBeNull();
    expect(blockedRefusalNotes(refusal(409, { error: { code: 'blocked', details: { notes: 'x' } } }))).toBeNull();
    expect(blockedRefusalNotes(refusal(422, 'not json'))).toBeNull();
  });
});
