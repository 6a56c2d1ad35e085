import { describe, expect, it } from 'vitest';
import { venueNightOf } from './guest-code-night';

describe('the venue night of an instant', () => {
  const zone = 'America/New_York';
  it('runs from 6:00 AM to 5:59 AM the next morning on the venue clock', () => {
    expect(venueNightOf(new Date('2030-06-20T23:00:00-04:00'), zone)).toBe('2030-06-20');
    expect(venueNightOf(new Date('2030-06-21T01:30:00-04:00'), zone)).toBe('2030-06-20');
    expect(venueNightOf(new Date('2030-06-21T05:59:00-04:00'), zone)).toBe('2030-06-20');
    expect(venueNightOf(new Date('2030-06-21T06:00:00-04:00'), zone)).toBe('2030-06-21');
    expect(venueNightOf(new Date('2030-01-01T02:00:00-05:00'), zone)).toBe('2029-12-31');
  });
});
