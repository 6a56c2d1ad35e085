import { describe, expect, it } from 'vitest';
import { eventDateLabel, eventTimesLabel } from './booking-status-texts';

describe('booking status texts', () => {
  it('read the night of a stored private event', () => {
    expect(eventDateLabel('12/04/2026')).toBe('Friday, December 4, 2026');
    expect(eventDateLabel('someday')).toBe('someday');
    expect(eventTimesLabel({ startTime: '9:00 PM', endTime: '2:00 AM' })).toBe('9:00 PM to 2:00 AM');
  });
});
