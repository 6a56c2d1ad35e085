import { describe, expect, it } from 'vitest';
import { weekdaysNamedIn } from './named-weekdays';

describe('weekdays named in an event name', () => {
  it.each<[string, readonly string[]]>([
    ['Sunday Jazz Session', ['Sunday']],
    ['Hip-Hop Fridays', ['Friday']],
    ['hip-hop FRIDAYS: 90s edition', ['Friday']],
    ["Saturday's Finest", ['Saturday']],
    ['Friday & Saturday Weekender', ['Friday', 'Saturday']],
    ['Motown Mondays, every Monday', ['Monday']],
    ['Deep Nights with DJ Nova', []],
    ['Amapiano Sundowner', []],
    ['Fridaylicious', []],
    ['Sat Night Fever', []],
  ])('%s', (name, days) => {
    expect(weekdaysNamedIn(name)).toEqual(days);
  });
});
