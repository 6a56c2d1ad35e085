import { describe, expect, it } from 'vitest';
import { DEFAULT_AI_TIMEOUT_MS, DEFAULT_STAFF_PASSWORD, DEMO_STAFF_EMAIL, lookupOrigins, productionProblems, readConfig } from './env';

const ai = { VENUE_AI_BASE_URL: 'https://ai.example/v1', VENUE_AI_MODEL: 'venue-model', VENUE_AI_API_KEY: 'sk-1' };

describe('the chat AI settings', () => {
  it('switch the AI on only when the base URL, the model and the key are all set', () => {
    expect(readConfig({}).ai).toBeUndefined();
    expect(readConfig({ ...ai, VENUE_AI_API_KEY: '' }).ai).toBeUndefined();
    expect(readConfig({ ...ai, VENUE_AI_MODEL: undefined }).ai).toBeUndefined();
    expect(readConfig(ai).ai).toEqual({
      baseUrl: 'https://ai.example/v1',
      model: 'venue-model',
      apiKey: 'sk-1',
      timeoutMs: DEFAULT_AI_TIMEOUT_MS,
    });
  });

  it('read the timeout and refuse a base URL that is not http(s)', () => {
    expect(readConfig({ ...ai, VENUE_AI_TIMEOUT_MS: '2500' }).ai?.timeoutMs).toBe(2500);
    expect(() => readConfig({ ...ai, VENUE_AI_TIMEOUT_MS: '0' })).toThrow(/VENUE_AI_TIMEOUT_MS/);
    expect(() => readConfig({ ...ai, VENUE_AI_BASE_URL: 'ftp://ai.example' })).toThrow(/VENUE_AI_BASE_URL/);
    expect(() => readConfig({ ...ai, VENUE_AI_BASE_URL: 'not a url' })).toThrow(/VENUE_AI_BASE_URL/);
  });
});

describe('backend settings', () => {
  it("take the venue's languages from VENUE_LANGUAGES, in its order, and refuse one the site has no catalog for", () => {
    expect(readConfig({}).languages).toBeUndefined();
    expect(readConfig({ VENUE_LANGUAGES: ' fr, en ' }).languages).toEqual(['fr', 'en']);
    expect(() => readConfig({ VENUE_LANGUAGES: 'fr,de' })).toThrow(/VENUE_LANGUAGES names languages the site has no catalogs for \(de\)/);
  });

  it("take the venue's time zone from VENUE_TIME_ZONE, New York by default, and refuse one Intl does not know", () => {
    expect(readConfig({}).timeZone).toBe('America/New_York');
    expect(readConfig({ VENUE_TIME_ZONE: 'Europe/Lisbon' }).timeZone).toBe('Europe/Lisbon');
    expect(() => readConfig({ VENUE_TIME_ZONE: 'Lisbon' })).toThrow(/VENUE_TIME_ZONE must be an IANA time zone/);
  });

  it("take the venue's currency for the site from VENUE_CURRENCY, none by default, and refuse what is not an ISO code", () => {
    expect(readConfig({}).currencyCode).toBeUndefined();
    expect(readConfig({ VENUE_CURRENCY: ' eur ' }).currencyCode).toBe('EUR');
    expect(() => readConfig({ VENUE_CURRENCY: '€' })).toThrow(/VENUE_CURRENCY must be an ISO 4217 currency code/);
  });

  it('listens on this machine only and allows test payments, unless told otherwise', () => {
    const demo = readConfig({});
    expect(demo.host).toBe('127.0.0.1');
    expect(demo.testPayments).toBe(true);
    expect(demo.trustProxy).toBe(false);
    expect(readConfig({ HOST: '0.0.0.0', VENUE_TRUST_PROXY: '1' })).toMatchObject({ host: '0.0.0.0', trustProxy: true });
  });

  it('turns test payments off in production unless VENUE_TEST_PAYMENTS=1', () => {
    expect(readConfig({ NODE_ENV: 'production' }).testPayments).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', VENUE_TEST_PAYMENTS: '1' }).testPayments).toBe(true);
    expect(readConfig({ VENUE_TEST_PAYMENTS: '0' }).testPayments).toBe(false);
    expect(() => readConfig({ VENUE_TEST_PAYMENTS: 'yes please' })).toThrow(/VENUE_TEST_PAYMENTS must be 1 or 0/);
  });

  it('refuses production with the demo client secret or staff password, naming the variables to set', () => {
    const env = { NODE_ENV: 'production' };
    const problems = productionProblems(readConfig(env), env);
    expect(problems).toHaveLength(2);
    expect(problems.join(' ')).toContain('VENUE_CLIENT_SECRET');
    expect(problems.join(' ')).toContain('VENUE_STAFF_PASSWORD');
    const own = { ...env, VENUE_CLIENT_SECRET: 'a-real-secret', VENUE_STAFF_PASSWORD: 'a-real-password' };
    expect(productionProblems(readConfig(own), own)).toEqual([]);
    expect(productionProblems(readConfig({}), {})).toEqual([]);
    expect(readConfig({}).staffPassword).toBe(DEFAULT_STAFF_PASSWORD);
  });

  it('reads the lookup services the pages call, and their origins for the page policy', () => {
    const config = readConfig({ VENUE_IP_LOOKUP_URL: 'https://ip.example/json?x=1', VENUE_COUNTRY_LOOKUP_URL: 'https://geo.example/v1/' });
    expect(config.lookups).toEqual({ ipUrl: 'https://ip.example/json?x=1', countryUrl: 'https://geo.example/v1/' });
    expect(lookupOrigins(config.lookups)).toEqual(['https://ip.example', 'https://geo.example']);
    expect(() => readConfig({ VENUE_IP_LOOKUP_URL: 'not a url' })).toThrow(/absolute URL/);
    expect(() => readConfig({ VENUE_COUNTRY_LOOKUP_URL: 'ftp://geo.example/' })).toThrow(/http\(s\)/);
  });

  it('reads the origins of sites served apart that may call the API', () => {
    expect(readConfig({}).siteOrigins).toEqual([]);
    expect(readConfig({ VENUE_SITE_ORIGINS: 'https://venue.example/, http://localhost:8092' }).siteOrigins).toEqual([
      'https://venue.example',
      'http://localhost:8092',
    ]);
    expect(() => readConfig({ VENUE_SITE_ORIGINS: 'venue.example' })).toThrow(/absolute URL/);
  });

  it("keeps the image route's files in the data folder, 512 MB of them unless VENUE_IMAGE_CACHE_MB says", () => {
    const config = readConfig({ VENUE_DATA_DIR: '/srv/venue-data', VENUE_IMAGE_ORIGINS: 'https://cdn.venue.example/a/' });
    expect(config.imageRoute).toEqual({
      imageOrigins: ['https://cdn.venue.example'],
      cacheDir: '/srv/venue-data/site-pictures',
      cacheBytes: 512 * 1024 * 1024,
    });
    expect(() => readConfig({ VENUE_IMAGE_CACHE_MB: '0' })).toThrow(/positive whole number/);
  });
});

describe('the mail settings', () => {
  it('keep mail in the outbox by default, with the venue mails to a placeholder so they can be seen there', () => {
    const mail = readConfig({ PORT: '8090' }).mail;
    expect(mail).toMatchObject({
      publicUrl: 'http://localhost:8090/',
      smtpUrl: undefined,
      dkim: undefined,
      staffEmails: [DEMO_STAFF_EMAIL],
    });
  });

  it('send staff mail only to the addresses named once an SMTP server is set', () => {
    const smtp = { VENUE_SMTP_URL: 'smtps://venue:secret@mail.example.com:465' };
    expect(readConfig(smtp).mail.staffEmails).toEqual([]);
    expect(readConfig({ ...smtp, VENUE_STAFF_EMAIL: 'a@venue.example, b@venue.example' }).mail.staffEmails).toEqual([
      'a@venue.example',
      'b@venue.example',
    ]);
  });

  it('refuse an SMTP address that is not smtp(s), and DKIM settings given in part', () => {
    expect(() => readConfig({ VENUE_SMTP_URL: 'https://mail.example.com' })).toThrow(/VENUE_SMTP_URL/);
    expect(() => readConfig({ VENUE_DKIM_DOMAIN: 'venue.example' })).toThrow(/VENUE_DKIM_SELECTOR/);
  });
});
