import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createIpCountryLookup } from './ip-country.lookup';

let server: Server;
let base = '';
let hits: string[] = [];

const send = (res: ServerResponse, status: number, body: string, type = 'application/json') => {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = req.url ?? '';
    hits.push(url);
    if (url === '/ip') return send(res, 200, JSON.stringify({ ip: '203.0.113.7' }));
    if (url === '/ip-text') return send(res, 200, '203.0.113.8\n', 'text/plain');
    if (url === '/geo/203.0.113.7') return send(res, 200, JSON.stringify({ ip: '203.0.113.7', country_name: 'India', city: 'Pune' }));
    if (url === '/geo-self') return send(res, 200, JSON.stringify({ ip: '198.51.100.4', country_name: 'United Kingdom' }));
    if (url === '/geo-bad-ip') return send(res, 200, JSON.stringify({ ip: '<script>', country_name: 'France' }));
    if (url === '/garbage') return send(res, 200, '<html>nope</html>', 'text/html');
    if (url === '/wrong-shape') return send(res, 200, JSON.stringify({ country_name: 42, ip: ['x'] }));
    if (url === '/error') return send(res, 500, JSON.stringify({ ip: '203.0.113.9', country_name: 'Spain' }));
    if (url.startsWith('/slow')) {
      const timer = setTimeout(() => send(res, 200, JSON.stringify({ ip: '203.0.113.10', country_name: 'Chile' })), 5_000);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    send(res, 404, '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  hits = [];
});

describe('IP and country lookup', () => {
  it('answers empty at once and calls nobody when no service is configured', async () => {
    expect(await createIpCountryLookup().lookup()).toEqual({ ip: null, countryName: null });
    expect(hits).toEqual([]);
  });

  it('looks the IP up, then its country, putting the IP into the country URL', async () => {
    const lookup = createIpCountryLookup({ ipUrl: `${base}/ip`, countryUrl: `${base}/geo/{ip}` });
    expect(await lookup.lookup()).toEqual({ ip: '203.0.113.7', countryName: 'India' });
    expect(hits).toEqual(['/ip', '/geo/203.0.113.7']);
  });

  it('accepts a plain-text IP answer', async () => {
    expect(await createIpCountryLookup({ ipUrl: `${base}/ip-text` }).lookup()).toEqual({ ip: '203.0.113.8', countryName: null });
  });

  it('takes the IP from the geolocation answer when only that service is configured', async () => {
    expect(await createIpCountryLookup({ countryUrl: `${base}/geo-self` }).lookup()).toEqual({
      ip: '198.51.100.4',
      countryName: 'United Kingdom',
    });
  });

  it('asks only once and remembers the answer', async () => {
    const lookup = createIpCountryLookup({ countryUrl: `${base}/geo-self` });
    await Promise.all([lookup.lookup(), lookup.lookup()]);
    await lookup.lookup();
    expect(hits).toEqual(['/geo-self']);
  });

  it('leaves the fields empty on garbage, a wrong shape or an error status', async () => {
    expect(await createIpCountryLookup({ ipUrl: `${base}/garbage`, countryUrl: `${base}/geo/{ip}` }).lookup()).toEqual({
      ip: null,
      countryName: null,
    });
    // The country URL needs the IP, which is unknown, so it is not called.
    expect(hits).toEqual(['/garbage']);
    expect(await createIpCountryLookup({ countryUrl: `${base}/wrong-shape` }).lookup()).toEqual({ ip: null, countryName: null });
    expect(await createIpCountryLookup({ ipUrl: `${base}/error`, countryUrl: `${base}/error` }).lookup()).toEqual({
      ip: null,
      countryName: null,
    });
  });

  it('keeps a good country when the IP field is bad', async () => {
    expect(await createIpCountryLookup({ countryUrl: `${base}/geo-bad-ip` }).lookup()).toEqual({ ip: null, countryName: 'France' });
  });

  // The slow service answers (Chile) after 5 s: an empty country shows the lookup gave up before.
  it('gives up at the deadline, keeping what it already has', async () => {
    expect(await createIpCountryLookup({ ipUrl: `${base}/slow`, timeoutMs: 200 }).lookup()).toEqual({ ip: null, countryName: null });
    const partial = createIpCountryLookup({ ipUrl: `${base}/ip`, countryUrl: `${base}/slow/{ip}`, timeoutMs: 300 });
    expect(await partial.lookup()).toEqual({ ip: '203.0.113.7', countryName: null });
  });

  it('uses a 2.5 s deadline by default', async () => {
    const started = Date.now();
    expect(await createIpCountryLookup({ countryUrl: `${base}/slow` }).lookup()).toEqual({ ip: null, countryName: null });
    // Not before the deadline; not after the slow answer either, or the country would be Chile.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_400);
  });
});
