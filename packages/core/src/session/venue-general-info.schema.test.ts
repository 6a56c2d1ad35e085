import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeWith } from '../shared/decode';
import { postalAddress, venuePhone, venueTimeZone } from '../testing/venue-test-fixtures';
import { SeoSettings } from './seo-settings.schema';
import { VenueGeneralInfo } from './venue-general-info.schema';
import { hoursOf, weekDays } from './venue-hours';

const decodeVenue = decodeWith(VenueGeneralInfo, 'GET general-info');

describe('venue general info schema', () => {
  it('defaults the currency to $ and reads day-named hours', () => {
    const result = decodeVenue({
      general: { address: '1 Main St', mapLink: 'https://maps.example/1', social: { instagram: 'club' } },
      hours: { Friday: { DayOff: false, timeFromFriday: '9:00 PM', timeToFriday: '3:00 AM' }, Monday: { DayOff: true } },
      intro: { bottles: '<p>Bottles</p>', talent_submission: '<p>Talents</p>' },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.general.currency).toBe('$');
    expect(hoursOf(result.value.hours, 'Friday')).toEqual({ dayOff: false, from: '9:00 PM', to: '3:00 AM' });
    expect(hoursOf(result.value.hours, 'Monday')).toEqual({ dayOff: true, from: null, to: null });
    expect(hoursOf(result.value.hours, 'Sunday')).toEqual({ dayOff: false, from: null, to: null });
  });

  it('keeps a currency the venue set', () => {
    const result = decodeVenue({ general: { currency: '€' } });
    expect(result.ok && result.value.general.currency).toBe('€');
  });

  it('reads the time zone, address parts and phone, and refuses a zone Intl does not know', () => {
    const general = {
      timeZone: venueTimeZone,
      phone: venuePhone,
      postalAddress,
    };
    expect(decodeVenue({ general })).toMatchObject({ ok: true, value: { general } });
    expect(decodeVenue({ general: { timeZone: 'Brooklyn/Mercer_Lane' } })).toMatchObject({
      ok: false,
      error: { path: 'general.timeZone' },
    });
    expect(decodeVenue({ general: { postalAddress: { addressCountry: 'USA' } } })).toMatchObject({
      ok: false,
      error: { path: 'general.postalAddress.addressCountry' },
    });
  });

  it('names the bad field when a day flag has the wrong type', () => {
    expect(decodeVenue({ general: {}, hours: { Tuesday: { DayOff: 'yes' } } })).toMatchObject({
      ok: false,
      error: { path: 'hours.Tuesday.DayOff' },
    });
  });

  it('property: any time strings round-trip through the day-named fields', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...weekDays),
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        fc.boolean(),
        (day, time, off) => {
          const result = decodeVenue({ general: {}, hours: { [day]: { DayOff: off, [`timeFrom${day}`]: time, [`timeTo${day}`]: time } } });
          expect(result.ok).toBe(true);
          if (result.ok) expect(hoursOf(result.value.hours, day)).toEqual({ dayOff: off, from: time, to: time });
        },
      ),
    );
  });

  it('decodes SEO settings with missing fields', () => {
    expect(decodeWith(SeoSettings, 'seo')({ title: 'Club' })).toEqual({ ok: true, value: { title: 'Club' } });
  });
});
