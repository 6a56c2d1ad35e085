import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTimeLabel } from '../dates/time-of-day';
import { decodeWith } from '../shared/decode';
import { ImageUrl, IsoDate, TimeLabel } from './content-fields.schema';

const decodeTime = decodeWith(TimeLabel, 'time');
const decodeDate = decodeWith(IsoDate, 'date');

describe('content fields', () => {
  it('accept every time label the booking rules write', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 - 1 }), (minutes) => {
        expect(decodeTime(formatTimeLabel(minutes)).ok).toBe(true);
      }),
    );
  });

  it('refuse 24-hour and sloppy times', () => {
    for (const bad of ['19:00', '7:00PM', '07:00 PM', '13:00 PM', '7 PM', '']) expect(decodeTime(bad).ok, bad).toBe(false);
  });

  it('accept every calendar day as YYYY-MM-DD and refuse other spellings', () => {
    const day = fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true });
    fc.assert(
      fc.property(day, (d) => {
        expect(decodeDate(d.toISOString().slice(0, 10)).ok).toBe(true);
      }),
    );
    for (const bad of ['2030-6-15', '06/15/2030', '2030-13-01', '2030-06-32', '2030-06-15T00:00:00Z'])
      expect(decodeDate(bad).ok, bad).toBe(false);
  });

  it('take images from the API host or an http(s) address only', () => {
    const decode = decodeWith(ImageUrl, 'image');
    expect(decode('/venue-api/media/logo.svg').ok).toBe(true);
    expect(decode('https://cdn.example.com/a.jpg').ok).toBe(true);
    for (const bad of ['javascript:alert(1)', 'logo.svg', '', 'data:image/svg+xml,<svg/>']) expect(decode(bad).ok, bad).toBe(false);
  });
});
