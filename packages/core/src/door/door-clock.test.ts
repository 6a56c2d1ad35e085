// Admission times on the venue's clock, and the venue's zone named when the device is set to another.
import { describe, expect, it } from 'vitest';
import { doorClockOf } from './door-clock';

describe('the door clock', () => {
  it('writes times in the venue zone and names it only when the device is in another', () => {
    expect(doorClockOf('America/New_York', 'Asia/Tokyo')).toEqual({ timeZone: 'America/New_York', named: 'America/New_York' });
    expect(doorClockOf('America/New_York', undefined)).toEqual({ timeZone: 'America/New_York', named: 'America/New_York' });
    expect(doorClockOf('America/New_York', 'America/New_York')).toEqual({ timeZone: 'America/New_York', named: null });
  });

  it('falls back to the device clock, saying nothing, when the page names no zone it knows', () => {
    for (const zone of [undefined, '', 'Mars/Olympus_Mons', '+01:00'])
      expect(doorClockOf(zone, 'Asia/Tokyo')).toEqual({ timeZone: undefined, named: null });
  });
});
