import { afterEach, describe, expect, it } from 'vitest';
import {
  apiEndpoint,
  apiResource,
  embeddedSettings,
  installSiteSettings,
  settingsFromPage,
  socketAddress,
  venueTimeZone,
} from './site-settings';

const apart = { ...embeddedSettings, apiBase: 'https://api.venue.example/venue-api/' };

afterEach(() => installSiteSettings(embeddedSettings));

describe('the site settings', () => {
  it("with the embedded backend, keeps every address on the site's own origin", () => {
    installSiteSettings(embeddedSettings);
    expect(apiEndpoint('invoices/pdf/a.pdf')).toBe('/venue-api/invoices/pdf/a.pdf');
    expect(apiResource('/venue-api/media/logo.svg')).toBe('/venue-api/media/logo.svg');
    expect(socketAddress()).toEqual({ path: '/venue-api/socket.io' });
  });

  it("in front of a venue's own API, puts the API's pages, pictures and socket on its origin", () => {
    installSiteSettings(apart);
    expect(apiEndpoint('multiEmailCampain/p-1')).toBe('https://api.venue.example/venue-api/multiEmailCampain/p-1');
    expect(apiResource('/venue-api/media/logo.svg')).toBe('https://api.venue.example/venue-api/media/logo.svg');
    // Addresses that are already whole, or not the API's, stay as they are.
    expect(apiResource('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    expect(apiResource('blob:https://venue.example/1')).toBe('blob:https://venue.example/1');
    expect(apiResource('//evil.example/a.png')).toBe('//evil.example/a.png');
    expect(socketAddress()).toEqual({ url: 'https://api.venue.example', path: '/venue-api/socket.io' });
  });

  it("takes from the page's HTML only what has the right shape, the embedded backend's for the rest", () => {
    expect(settingsFromPage(undefined)).toEqual(embeddedSettings);
    expect(settingsFromPage({ apiBase: 'javascript:alert(1)', credentials: { clientId: 7 }, lookups: { ipUrl: 'ftp://x' } })).toEqual(
      embeddedSettings,
    );
    const sent = {
      apiBase: 'https://api.venue.example/',
      credentials: { clientId: 'site', clientSecret: 's', username: 'u', password: 'p' },
      lookups: { ipUrl: 'https://ip.example/json' },
    };
    expect(settingsFromPage(sent)).toEqual(sent);
  });

  it("carries the site server's currency code (VENUE_CURRENCY) when it is one", () => {
    expect(settingsFromPage({ currencyCode: 'EUR' }).currencyCode).toBe('EUR');
    expect(settingsFromPage({ currencyCode: '€' }).currencyCode).toBeUndefined();
  });

  it("takes the venue's zone from its API first, then from the site's server, else none", () => {
    expect(settingsFromPage({ timeZone: 'Europe/Berlin' }).timeZone).toBe('Europe/Berlin');
    expect(settingsFromPage({ timeZone: 'Mars/Olympus_Mons' }).timeZone).toBeUndefined();
    installSiteSettings({ ...embeddedSettings, timeZone: 'Europe/Berlin' });
    expect(venueTimeZone('America/New_York')).toBe('America/New_York');
    expect(venueTimeZone(null)).toBe('Europe/Berlin');
    installSiteSettings(embeddedSettings);
    expect(venueTimeZone(undefined)).toBeNull();
  });
});
