import { describe, expect, it } from 'vitest';
import { postalAddress, venuePhone } from '../testing/venue-test-fixtures';
import { coordinatesIn, nightClubJsonLd, time24 } from './venue-json-ld';

describe('NightClub JSON-LD', () => {
  it('reads the venue’s times as 24-hour times', () => {
    expect(time24('9:00 PM')).toBe('21:00');
    expect(time24('12:30 AM')).toBe('00:30');
    expect(time24('04:00')).toBe('04:00');
    expect(time24('late')).toBeNull();
  });

  it('finds coordinates only where a maps link holds them', () => {
    expect(coordinatesIn('https://maps.google.com/?q=40.71,-73.95')).toEqual({ latitude: 40.71, longitude: -73.95 });
    expect(coordinatesIn('https://www.google.com/maps/@40.7,-73.9,15z')).toEqual({ latitude: 40.7, longitude: -73.9 });
    expect(coordinatesIn('https://www.google.com/maps/search/?api=1&query=214+Mercer+Lane')).toBeNull();
  });

  it('lists the open days with their hours and leaves out the day off', () => {
    const data = nightClubJsonLd(
      {
        name: 'Velvet Room',
        general: { address: '214 Mercer Lane', currency: '$', mapLink: 'https://maps.google.com/?q=40.71,-73.95' },
        hours: { Monday: { DayOff: true }, Friday: { timeFromFriday: '9:00 PM', timeToFriday: '4:00 AM' } },
      },
      'https://venue.example',
      null,
      'Unnamed',
    );
    expect(data).toMatchObject({
      '@type': 'NightClub',
      name: 'Velvet Room',
      address: '214 Mercer Lane',
      geo: { '@type': 'GeoCoordinates', latitude: 40.71, longitude: -73.95 },
      openingHoursSpecification: [{ dayOfWeek: 'https://schema.org/Friday', opens: '21:00', closes: '04:00' }],
    });
  });

  it('writes the address as a PostalAddress with its parts, and the telephone, when the venue gives them', () => {
    const general = {
      address: '214 Mercer Lane, Brooklyn, NY 11211',
      postalAddress,
      phone: venuePhone,
      currency: '$',
    };
    expect(nightClubJsonLd({ name: 'Velvet Room', general }, 'https://venue.example', null, 'Unnamed')).toMatchObject({
      address: { '@type': 'PostalAddress', ...general.postalAddress },
      telephone: venuePhone,
    });
    const withoutPhone = nightClubJsonLd({ general: { ...general, phone: null } }, 'https://venue.example', null, 'Unnamed');
    expect(withoutPhone).not.toHaveProperty('telephone');
    // A venue without a name is called what the page's language calls it.
    expect(withoutPhone).toMatchObject({ name: 'Unnamed' });
  });
});
