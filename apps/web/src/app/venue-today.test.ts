import { describe, expect, it } from 'vitest';
import { venueToday } from './venue-today';

describe("the site's today", () => {
  it("is the venue's day when its zone is known, whatever the machine's", () => {
    const lateInNewYork = new Date('2030-06-16T03:30:00Z'); // 11:30 PM on June 15 in New York
    expect(venueToday('America/New_York', lateInNewYork)).toEqual({ year: 2030, month: 6, day: 15 });
    expect(venueToday('Asia/Tokyo', lateInNewYork)).toEqual({ year: 2030, month: 6, day: 16 });
  });
});
