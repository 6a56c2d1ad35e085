import { describe, expect, it } from 'vitest';
import { readSiteAloneConfig } from './site-config';

describe('the site alone settings', () => {
  it('are none without VENUE_API_URL: the site runs with its embedded backend', () => {
    expect(readSiteAloneConfig({})).toBeUndefined();
  });

  it("name the API for the server and for browsers, each ending in a slash, and the venue's zone when set", () => {
    const config = readSiteAloneConfig({ VENUE_API_URL: 'http://api.internal:9000/venue-api', VENUE_TIME_ZONE: 'Europe/Berlin' });
    expect(config).toMatchObject({ apiUrl: 'http://api.internal:9000/venue-api/', publicApiUrl: 'http://api.internal:9000/venue-api/' });
    expect(config?.timeZone).toBe('Europe/Berlin');
    expect(readSiteAloneConfig({ VENUE_API_URL: 'http://api/', VENUE_CURRENCY: 'JPY' })?.currencyCode).toBe('JPY');
    const apart = readSiteAloneConfig({ VENUE_API_URL: 'http://api.internal/', VENUE_PUBLIC_API_URL: 'https://api.venue.example/v1' });
    expect(apart).toMatchObject({
      apiUrl: 'http://api.internal/',
      publicApiUrl: 'https://api.venue.example/v1/',
      timeZone: undefined,
      currencyCode: undefined,
    });
  });

  it("list the image route's outside origins and the cap of its files", () => {
    const config = readSiteAloneConfig({
      VENUE_API_URL: 'http://api.internal/',
      VENUE_IMAGE_ORIGINS: 'https://cdn.venue.example/pictures/, http://photos.venue.example:8080',
      VENUE_IMAGE_CACHE_MB: '64',
    });
    expect(config?.imageRoute).toMatchObject({
      imageOrigins: ['https://cdn.venue.example', 'http://photos.venue.example:8080'],
      cacheBytes: 64 * 1024 * 1024,
    });
    expect(readSiteAloneConfig({ VENUE_API_URL: 'http://api.internal/' })?.imageRoute.imageOrigins).toEqual([]);
    expect(() => readSiteAloneConfig({ VENUE_API_URL: 'http://api/', VENUE_IMAGE_ORIGINS: 'ftp://cdn.example' })).toThrow(/http\(s\)/);
  });

  it('refuse addresses and zones that are not', () => {
    expect(() => readSiteAloneConfig({ VENUE_API_URL: 'api.venue.example' })).toThrow(/absolute URL/);
    expect(() => readSiteAloneConfig({ VENUE_API_URL: 'ftp://api.venue.example/' })).toThrow(/http\(s\)/);
    expect(() => readSiteAloneConfig({ VENUE_API_URL: 'http://api/', VENUE_TIME_ZONE: 'Nowhere/Else' })).toThrow(/IANA/);
  });
});
