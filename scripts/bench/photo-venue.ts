// The bench's photo venue (docs/benchmarks.md#pictures): the demo venue with every picture a large camera-sized
// JPEG instead of its SVG art, written as a VENUE_SEED file beside its photos (named by paths relative to the
// seed, as a venue would). The photos are made here: smooth colour fields under grain, 4000 x 3000 and several
// MB each, so the site must resize and convert them to score.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { venueDayOf } from '@venue/core/shared/time-zone';
import { DEFAULT_TIME_ZONE } from '../../apps/venue-api/src/config/env';
import { buildDemoSeed } from '../../apps/venue-api/src/seed/demo-venue';

const PHOTO_WIDTH = 4000;
const PHOTO_HEIGHT = 3000;
/** Distinct photos; the demo's pictures take them in turn (one photo taken in once, used by several). */
const PHOTO_COUNT = 8;

/** One photo: a two-colour gradient under grain, as a camera's JPEG at quality 92. */
async function cameraPhoto(index: number): Promise<Buffer> {
  const hue = (index * 47) % 360;
  const gradient = `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,35%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},60%,60%)"/>
    </linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${1000 + index * 300}" cy="1400" r="700" fill="hsl(${(hue + 200) % 360},80%,70%)" opacity="0.6"/></svg>`;
  const grain = await sharp({
    create: {
      width: PHOTO_WIDTH,
      height: PHOTO_HEIGHT,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 28 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(gradient))
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Every SVG picture path of the seed replaced by a photo path, the photos taken in turn. */
function withPhotos(value: unknown, photoOf: () => string): unknown {
  if (typeof value === 'string') return /^\/venue-api\/media\/[^/]+\.svg$/.test(value) ? photoOf() : value;
  if (Array.isArray(value)) return value.map((item) => withPhotos(item, photoOf));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, key === 'media' ? item : withPhotos(item, photoOf)]));
  return value;
}

/** Writes `venue.json` and `photos/*.jpg` into `folder`; answers the seed file's path and the photos' sizes. */
export async function writePhotoVenue(folder: string): Promise<{ seedFile: string; photoBytes: number[] }> {
  await mkdir(join(folder, 'photos'), { recursive: true });
  const photoBytes: number[] = [];
  for (let i = 0; i < PHOTO_COUNT; i++) {
    const photo = await cameraPhoto(i);
    photoBytes.push(photo.length);
    await writeFile(join(folder, 'photos', `photo-${i + 1}.jpg`), photo);
  }
  let next = 0;
  const seed = withPhotos(buildDemoSeed(venueDayOf(new Date(), DEFAULT_TIME_ZONE)), () => `photos/photo-${(next++ % PHOTO_COUNT) + 1}.jpg`);
  const seedFile = join(folder, 'venue.json');
  await writeFile(seedFile, JSON.stringify(seed, null, 2));
  return { seedFile, photoBytes };
}
