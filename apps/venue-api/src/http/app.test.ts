import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';

let webRoot = '';
const bigScript = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i};`).join('\n');
beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'venue-web-'));
  await mkdir(join(webRoot, 'assets'));
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(join(webRoot, 'assets', 'main-abc123.js'), 'console.log(1)');
  await writeFile(join(webRoot, 'assets', 'page-def456.js'), bigScript);
  await mkdir(join(webRoot, 'flags'));
  await writeFile(join(webRoot, 'flags', 'US.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});

describe('site and API routing', () => {
  it('answers the API health check under /venue-api/', async () => {
    const res = await createApp({ webRoot }).request('/venue-api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with a JSON 404, not the app', async () => {
    const res = await createApp({ webRoot }).request('/venue-api/nope');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('answers a deep site link with the app', async () => {
    const res = await createApp({ webRoot }).request('/event-details/42');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>app</title>');
  });

  it('caches hashed assets for a year, the phone flags for a day, and never serves outside the web root', async () => {
    const app = createApp({ webRoot });
    const asset = await app.request('/assets/main-abc123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const flag = await app.request('/flags/US.svg');
    expect(flag.headers.get('content-type')).toBe('image/svg+xml');
    expect(flag.headers.get('cache-control')).toBe('public, max-age=86400');
    const escape = await app.request('/../../etc/passwd');
    expect(await escape.text()).toContain('<title>app</title>');
  });

  it('sends a built file gzipped once made, with its length, and plain to a client that takes no gzip', async () => {
    const app = createApp({ webRoot });
    const zipped = await app.request('/assets/page-def456.js', { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(zipped.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(bytes.byteLength).toBeLessThan(bigScript.length / 3);
    expect(gunzipSync(bytes).toString()).toBe(bigScript);
    const plain = await app.request('/assets/page-def456.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(bigScript);
    const small = await app.request('/assets/main-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('console.log(1)');
  });
});
