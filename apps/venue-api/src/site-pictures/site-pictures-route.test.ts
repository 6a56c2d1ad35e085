// The site's image route against a real picture server on this machine (testing/picture-source-server.ts):
// what it refuses, what it falls back on, what it writes, what it sends and what it keeps.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { routedPictureFile } from '@venue/core/pictures/picture-route';
import { startPictureSourceServer, type PictureSourceServer } from '../testing/picture-source-server';
import { diskCache } from './disk-cache';
import { embeddedApiSource } from './embedded-api-source';
import type { ResolveName } from './guarded-fetch';
import type { VettedAddress } from './pinned-request';
import { mountSitePictures, SVG_SANDBOX_POLICY, type SitePicturesOptions } from './site-pictures-route';
import { createWorkQueue } from '../pictures/picture-work-queue';

const PUBLIC_API = 'https://api.venue.example';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>';

/** 800 x 600 as stored, orientation 6 (upright it is 600 x 800), with a copyright and a GPS position in its EXIF. */
const sidewaysPhoto = (): Promise<Buffer> =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#c33' } })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Copyright: 'Venue test' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 42/1 0/1' } })
    .jpeg()
    .toBuffer();

let server: PictureSourceServer;
const warn = vi.spyOn(console, 'warn');
const folders: string[] = [];
/** Each test's names and their addresses, as a DNS server would answer them. */
let names: Record<string, VettedAddress[]> = {};
const resolve: ResolveName = (hostname) => Promise.resolve(names[hostname] ?? []);

beforeAll(async () => {
  // Each refusal and fallback is logged with its reason; the assertions here look at the answers.
  warn.mockImplementation(() => undefined);
  server = await startPictureSourceServer({
    '/photo.jpg': { type: 'image/jpeg', body: await sidewaysPhoto() },
    '/poster.svg': { type: 'image/svg+xml', body: Buffer.from(SVG) },
    '/page.html': { type: 'image/jpeg', body: Buffer.from('<!doctype html><title>Not a picture</title>') },
  });
});
afterAll(async () => {
  warn.mockRestore();
  await server.close();
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function cacheFolder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'site-pictures-test-'));
  folders.push(dir);
  return dir;
}

/** An app with the route alone, its own empty cache unless given one; the test server is the API's origin. */
async function routeApp(overrides: Partial<SitePicturesOptions> = {}, dir?: string): Promise<Hono> {
  const app = new Hono();
  mountSitePictures(app, {
    sources: { apiOrigin: server.origin, publicApiOrigin: PUBLIC_API, imageOrigins: [`http://pictures.test:${server.port}`] },
    cache: diskCache({ dir: dir ?? (await cacheFolder()), maxBytes: 10 * 1024 * 1024 }),
    resolve,
    ...overrides,
  });
  return app;
}

const requestsFor = (path: string): number => server.requests.filter((request) => request.path === path).length;

describe('the site image route', () => {
  it('answers 404 for a width or a format off the ladder, and asks nothing', async () => {
    const app = await routeApp();
    const before = server.requests.length;
    const src = encodeURIComponent(`${server.origin}/photo.jpg`);
    expect((await app.request(`/site-pictures/700.webp?src=${src}`)).status).toBe(404);
    expect((await app.request(`/site-pictures/640.png?src=${src}`)).status).toBe(404);
    expect((await app.request('/site-pictures/640.webp')).status).toBe(404);
    expect(server.requests.length).toBe(before);
  });

  it('refuses an origin that is not allowed, without sending the browser there', async () => {
    const app = await routeApp();
    const answer = await app.request(routedPictureFile('https://elsewhere.example/photo.jpg', 640, 'webp'));
    expect(answer.status).toBe(403);
    expect(answer.headers.get('location')).toBeNull();
  });

  it.each(['127.0.0.1', '10.0.0.7', '169.254.169.254', '::1', '::ffff:127.0.0.1'])(
    'refuses a listed origin whose name resolves to %s, before connecting',
    async (address) => {
      names = { 'pictures.test': [{ address, family: address.includes(':') ? 6 : 4 }] };
      const app = await routeApp();
      const before = server.requests.length;
      const answer = await app.request(routedPictureFile(`http://pictures.test:${server.port}/photo.jpg`, 640, 'webp'));
      expect(answer.status).toBe(403);
      expect(answer.headers.get('location')).toBeNull();
      expect(server.requests.length).toBe(before);
    },
  );

  it('refuses a listed name with one public and one private address', async () => {
    names = {
      'pictures.test': [
        { address: '93.184.216.34', family: 4 },
        { address: '192.168.0.10', family: 4 },
      ],
    };
    const answer = await (await routeApp()).request(routedPictureFile(`http://pictures.test:${server.port}/photo.jpg`, 640, 'jpg'));
    expect(answer.status).toBe(403);
  });

  it('refuses the API redirecting to a private address or to an origin not allowed', async () => {
    names = { 'pictures.test': [{ address: '10.0.0.7', family: 4 }] };
    const app = await routeApp();
    for (const target of [`http://pictures.test:${server.port}/photo.jpg`, 'http://elsewhere.test/photo.jpg']) {
      const redirect = `/redirect?to=${encodeURIComponent(target)}`;
      const answer = await app.request(routedPictureFile(`${server.origin}${redirect}`, 480, 'jpg'));
      expect(answer.status).toBe(403);
      expect(answer.headers.get('location')).toBeNull();
      expect(requestsFor(redirect)).toBeGreaterThan(0);
    }
  });

  it('follows three redirects and refuses a fourth', async () => {
    const app = await routeApp();
    expect((await app.request(routedPictureFile(`${server.origin}/hops/3`, 320, 'jpg'))).status).toBe(200);
    const photos = requestsFor('/photo.jpg');
    const refused = await app.request(routedPictureFile(`${server.origin}/hops/4`, 320, 'jpg'));
    expect(refused.status).toBe(403);
    expect(requestsFor('/photo.jpg')).toBe(photos);
  });

  it('falls back to the original address for a 30 MB picture, said or not said in advance', async () => {
    const app = await routeApp();
    const absolute = await app.request(routedPictureFile(`${server.origin}/huge`, 640, 'avif'));
    expect(absolute.status).toBe(302);
    expect(absolute.headers.get('location')).toBe(`${server.origin}/huge`);
    // A path on the API's origin sends the browser to the API as browsers reach it.
    const path = await app.request(routedPictureFile('/huge-unsaid', 640, 'avif'));
    expect(path.status).toBe(302);
    expect(path.headers.get('location')).toBe(`${PUBLIC_API}/huge-unsaid`);
  });

  it('falls back to the original address for a source that does not answer in time', async () => {
    const answer = await (await routeApp({ timeoutMs: 200 })).request(routedPictureFile(`${server.origin}/silent`, 640, 'webp'));
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(`${server.origin}/silent`);
  });

  it('falls back to the original address for a file that is not a picture', async () => {
    const answer = await (await routeApp()).request(routedPictureFile(`${server.origin}/page.html`, 640, 'webp'));
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(`${server.origin}/page.html`);
  });

  it.each([
    ['avif', 'heif', 'image/avif'],
    ['webp', 'webp', 'image/webp'],
    ['jpg', 'jpeg', 'image/jpeg'],
  ] as const)('writes a JPEG of the API as %s at the rung, upright, without metadata', async (format, sharpFormat, type) => {
    const answer = await (await routeApp()).request(routedPictureFile('/photo.jpg', 480, format));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(type);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
    const written = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    expect(written).toMatchObject({ format: sharpFormat, width: 480, height: 640 });
    expect(written.exif).toBeUndefined();
    expect(written.orientation).toBeUndefined();
  });

  it("never enlarges: a rung wider than the picture is the picture's own width", async () => {
    const answer = await (await routeApp()).request(routedPictureFile('/photo.jpg', 1080, 'webp'));
    expect(await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).toMatchObject({ width: 600, height: 800 });
  });

  it('sends the venue nothing of the guest: no cookie, no authorization, only accept and user-agent', async () => {
    const app = await routeApp();
    const before = server.requests.length;
    await app.request(routedPictureFile(`${server.origin}/photo.jpg`, 320, 'jpg'), {
      headers: { cookie: 'venue_staff=secret', authorization: 'Bearer secret', 'x-forwarded-for': '203.0.113.9' },
    });
    const sent = server.requests.slice(before).map((request) => request.headers);
    expect(sent).toHaveLength(1);
    expect(Object.keys(sent[0] ?? {}).sort()).toEqual(['accept', 'connection', 'host', 'user-agent']);
  });

  it('connects to the address it checked, keeping the name in the Host header', async () => {
    names = { 'api.test': [{ address: '127.0.0.1', family: 4 }] };
    const app = await routeApp({
      sources: { apiOrigin: `http://api.test:${server.port}`, publicApiOrigin: PUBLIC_API, imageOrigins: [] },
    });
    const before = server.requests.length;
    expect((await app.request(routedPictureFile('/photo.jpg', 320, 'webp'))).status).toBe(200);
    expect(server.requests.slice(before).map((request) => request.headers.host)).toEqual([`api.test:${server.port}`]);
  });

  it('passes an SVG through as it is, sandboxed', async () => {
    const answer = await (await routeApp()).request(routedPictureFile(`${server.origin}/poster.svg`, 640, 'avif'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/svg+xml');
    expect(answer.headers.get('content-security-policy')).toBe(SVG_SANDBOX_POLICY);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await answer.text()).toBe(SVG);
  });

  it('serves a second request from its disk, this run or the next, and fetches a source once for rungs asked together', async () => {
    const dir = await cacheFolder();
    const app = await routeApp({}, dir);
    const before = requestsFor('/photo.jpg');
    const together = await Promise.all([
      app.request(routedPictureFile('/photo.jpg', 320, 'avif')),
      app.request(routedPictureFile('/photo.jpg', 640, 'webp')),
      app.request(routedPictureFile('/photo.jpg', 640, 'webp')),
    ]);
    expect(together.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(requestsFor('/photo.jpg')).toBe(before + 1);
    const first = Buffer.from(await together[1]!.arrayBuffer());
    const again = await app.request(routedPictureFile('/photo.jpg', 640, 'webp'));
    const restarted = await (await routeApp({}, dir)).request(routedPictureFile('/photo.jpg', 640, 'webp'));
    expect(Buffer.from(await again.arrayBuffer()).equals(first)).toBe(true);
    expect(Buffer.from(await restarted.arrayBuffer()).equals(first)).toBe(true);
    expect(requestsFor('/photo.jpg')).toBe(before + 1);
  });

  it('answers 503 with Retry-After when its work is full', async () => {
    const app = await routeApp({ queue: createWorkQueue({ running: 0, waiting: 0 }) });
    const answer = await app.request(routedPictureFile('/photo.jpg', 320, 'jpg'));
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
  });

  it("reads the embedded backend's pictures from the app itself, and only the API's paths", async () => {
    const photo = await sidewaysPhoto();
    const app = new Hono();
    app.get('/venue-api/media/photo.jpg', (c) => c.body(new Uint8Array(photo), 200, { 'content-type': 'image/jpeg' }));
    const inProcess = embeddedApiSource(app);
    mountSitePictures(app, {
      sources: { apiOrigin: inProcess.origin, publicApiOrigin: '', imageOrigins: [] },
      cache: diskCache({ dir: await cacheFolder(), maxBytes: 1024 * 1024 }),
      resolve,
      inProcess,
    });
    const answer = await app.request(routedPictureFile('/venue-api/media/photo.jpg', 320, 'webp'));
    expect(answer.status).toBe(200);
    expect((await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).width).toBe(320);
    const itself = routedPictureFile('/venue-api/media/photo.jpg', 480, 'jpg');
    const loop = await app.request(routedPictureFile(itself, 320, 'jpg'));
    expect(loop.status).toBe(302);
    expect(loop.headers.get('location')).toBe(itself);
  });
});
