import { describe, expect, it } from 'vitest';
import { venueDateTime } from './english-venue-time';

describe('an instant in English on the venue’s clock', () => {
  it('reads the venue’s wall clock, not the machine’s', () => {
    const instant = new Date('2030-06-16T02:32:00.000Z');
    expect(venueDateTime(instant, 'America/New_York')).toBe('Sat 06/15/2030 at 10:32 PM');
    expect(venueDateTime(instant, 'Asia/Tokyo')).toBe('Sun 06/16/2030 at 11:32 AM');
  });
});
