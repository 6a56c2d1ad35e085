import { describe, expect, it } from 'vitest';
import { eventDateText } from './event-date-text';

describe("a private event's night on its pages", () => {
  it('writes the stored date as a long English date, and keeps what is not a date', () => {
    expect(eventDateText('12/04/2026')).toBe('Friday, December 4, 2026');
    expect(eventDateText('someday')).toBe('someday');
  });
});
