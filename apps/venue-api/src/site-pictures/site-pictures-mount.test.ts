// The image route where the site runs: answered before the pages' catch-all, embedded and alone.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { routedPictureFile } from '@venue/core/pictures/picture-route';
import { createApp } from '../http/app';
import { createSiteAloneApp } from '../site-alone/site-app';
import { readSiteAloneConfig } from '../site-alone/site-config';
import { fakeWebRoot } from '../testing/fake-web-root';
import { startPictureSourceServer, type PictureSourceServer } from '../testing/picture-source-server';

let webRoot = '';
let cacheDir = '';
let venue: PictureSourceServer;
// The picture that is gone is logged with its reason; the assertions look at the answer.
const warn = vi.spyOn(console, 'warn');

beforeAll(async () => {
  warn.mockImplementation(() => undefined);
  webRoot = await fakeWebRoot();
  cacheDir = await mkdtemp(join(tmpdir(), 'site-pictures-mount-'));
  const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#36c' } })
    .jpeg()
    .toBuffer();
  venue = await startPictureSourceServer({ '/venue-api/media/photo.jpg': { type: 'image/jpeg', body: photo } });
});
afterAll(async () => {
  warn.mockRestore();
  await venue.close();
  // fakeWebRoot's `dist` sits in a temporary folder of its own, which goes with it.
  await rm(join(webRoot, '..'), { recursive: true, force: true });
  await rm(cacheDir, { recursive: true, force: true });
});

const imageRoute = () => ({ imageOrigins: [], cacheDir, cacheBytes: 1024 * 1024 });

describe('the image route, mounted', () => {
  it('answers before the embedded site pages: off the ladder is 404, an outside origin 403, never the app', async () => {
    const app = createApp({ webRoot, imageRoute: imageRoute() });
    const offLadder = await app.request(routedPictureFile('/venue-api/media/photo.jpg', 320, 'webp').replace('/320.', '/700.'));
    expect(offLadder.status).toBe(404);
    expect(offLadder.headers.get('content-type')).not.toMatch(/html/);
    expect((await app.request(routedPictureFile('https://elsewhere.example/a.jpg', 320, 'webp'))).status).toBe(403);
  });

  it("serves the venue API's picture through the site alone, at the rung, in the format asked", async () => {
    const config = readSiteAloneConfig({
      VENUE_API_URL: `${venue.origin}/venue-api/`,
      VENUE_PUBLIC_API_URL: 'https://api.venue.example/venue-api/',
    });
    if (!config) throw new Error('VENUE_API_URL is set');
    const app = createSiteAloneApp(webRoot, { ...config, imageRoute: imageRoute() });
    const answer = await app.request(routedPictureFile('/venue-api/media/photo.jpg', 320, 'webp'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    const missing = await app.request(routedPictureFile('/venue-api/media/gone.jpg', 320, 'webp'));
    expect(missing.status).toBe(302);
    expect(missing.headers.get('location')).toBe('https://api.venue.example/venue-api/media/gone.jpg');
  });
});
