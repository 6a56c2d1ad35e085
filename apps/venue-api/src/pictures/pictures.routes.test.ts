// The pictures route serves a taken-in picture's rungs and card, immutable, and nothing else under its folder.
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { picturesRoutes } from './pictures.routes';
import { pictureFolder } from './picture-store';
import { takeInPicture, type TakenPicture } from './take-in-picture';
import { splitPhoto } from './testing/picture-fixtures';

let app: Hono;
let picture: TakenPicture;
let folder: string;

beforeAll(async () => {
  const uploadsDir = await mkdtemp(join(tmpdir(), 'venue-pictures-'));
  const taken = await takeInPicture(uploadsDir, await splitPhoto(700, 500).jpeg().toBuffer());
  if (!taken.ok) throw new Error(taken.error.message);
  picture = taken.value;
  folder = pictureFolder(uploadsDir, picture.hash);
  app = new Hono().route('/venue-api', picturesRoutes({ uploadsDir }));
});

const get = (path: string) => app.request(`/venue-api/pictures/${path}`);

describe('GET pictures/{hash}/{file}', () => {
  it('serves every stored rung and the card with its type, immutable for a year', async () => {
    const served = (await readdir(folder)).filter((name) => name !== 'picture.json');
    expect(served).toHaveLength(3 * 3 + 1);
    const types = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as Record<string, string>;
    for (const name of served) {
      const response = await get(`${picture.hash}/${name}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(types[name.split('.')[1]!]);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
  });

  it('answers the address the take-in gave', async () => {
    const response = await app.request(picture.address.split('#')[0]!);
    expect(response.status).toBe(200);
  });

  it('is 404 for a width off the ladder, a rung not written, the original, picture.json, a path out, or an unknown hash', async () => {
    for (const path of [
      `${picture.hash}/700.jpg`,
      `${picture.hash}/1920.jpg`,
      `${picture.hash}/original`,
      `${picture.hash}/picture.json`,
      `${picture.hash}/..%2F..%2Fpicture-originals%2F${picture.hash}`,
      `..%2Fpicture-originals/${picture.hash}`,
      `${'0'.repeat(32)}/320.jpg`,
      `${picture.hash.toUpperCase()}/320.jpg`,
    ])
      expect([path, (await get(path)).status]).toEqual([path, 404]);
  });
});
