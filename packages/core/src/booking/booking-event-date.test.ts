import { describe, expect, it } from 'vitest';
import { eventDateLabel } from './booking-event-date';

describe('a private event night', () => {
  it('reads its stored date, or keeps what is not a date', () => {
    expect(eventDateLabel('12/04/2026')).toBe('Friday, December 4, 2026');
    expect(eventDateLabel('someday')).toBe('someday');
  });
});
