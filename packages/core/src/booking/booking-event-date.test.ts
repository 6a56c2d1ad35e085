import { describe, expect, it } from 'vitest';
import { eventDateOf } from './booking-event-date';

describe('a private event night', () => {
  it('reads its stored date, or tells what is not a date', () => {
    expect(eventDateOf('12/04/2026')).toEqual({ year: 2026, month: 12, day: 4 });
    expect(eventDateOf('someday')).toBeNull();
  });
});
