// A seed file may name raster pictures by a path relative to itself: they are taken in once, their fields
// hold the picture's address, and a path out of the seed's folder or a refused file stops the seed.
import { mkdir, mkdtemp, readdir, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPictureAddress } from '@venue/core/pictures/picture-address';
import { picturesDir, pictureFolder } from '../pictures/picture-store';
import { htmlPage, splitPhoto } from '../pictures/testing/picture-fixtures';
import { buildDemoSeed } from './demo-venue';
import { loadSeedFile } from './load-seed-file';
import { seedPictureFields } from './seed-picture-fields';
import type { VenueSeedInput } from './venue-seed.schema';

type Editable<T> = T extends readonly (infer U)[] ? Editable<U>[] : T extends object ? { -readonly [K in keyof T]: Editable<T[K]> } : T;

/** A seed file in a folder of its own beside `photos/poster.jpg`, the demo venue edited by `edit`. */
async function seedFolder(edit: (seed: Editable<VenueSeedInput>) => void) {
  const root = await mkdtemp(join(tmpdir(), 'venue-seed-pictures-'));
  const folder = join(root, 'venue');
  await mkdir(join(folder, 'photos'), { recursive: true });
  await writeFile(join(folder, 'photos', 'poster.jpg'), await splitPhoto(900, 600).jpeg().toBuffer());
  await writeFile(join(root, 'outside.jpg'), await splitPhoto(400, 300).jpeg().toBuffer());
  const seed = structuredClone(buildDemoSeed('2030-06-15')) as Editable<VenueSeedInput>;
  edit(seed);
  const file = join(folder, 'seed.json');
  await writeFile(file, JSON.stringify(seed));
  const uploadsDir = join(root, 'uploads');
  return { root, folder, file, uploadsDir };
}

/** Every string of `value` that is a whole picture address, with its path as seed errors write it. */
function* pictureValues(value: unknown, path: string): Generator<string> {
  if (typeof value === 'string' && /^\/venue-api\/media\/\S+$/.test(value)) yield path;
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* pictureValues(item, `${path}[${i}]`);
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) if (key !== 'media') yield* pictureValues(item, path ? `${path}.${key}` : key);
}

describe('a seed naming pictures by path', () => {
  it('is read in every field where the demo venue holds a picture', () => {
    const demo = buildDemoSeed('2030-06-15');
    const pictures = [...pictureValues(demo, '')];
    expect(pictures.length).toBeGreaterThan(20);
    expect(seedPictureFields(demo).map((field) => field.path)).toEqual(expect.arrayContaining(pictures));
  });

  it('takes each file in once and stores the pictures address in every field naming it', async () => {
    const { file, uploadsDir } = await seedFolder((seed) => {
      seed.events[0]!.image = 'photos/poster.jpg';
      seed.talents[0]!.photos[0] = './photos/poster.jpg';
    });
    const seed = await loadSeedFile(file, uploadsDir);
    if (!seed.ok) throw new Error(seed.error.message);
    const picture = readPictureAddress(seed.value.events[0]!.image);
    expect(picture).toMatchObject({ base: '/venue-api', widths: [320, 480, 640, 828] });
    expect(seed.value.talents[0]!.photos[0]).toBe(seed.value.events[0]!.image);
    expect(await readdir(picturesDir(uploadsDir))).toEqual([picture!.hash]);
    expect(await readdir(pictureFolder(uploadsDir, picture!.hash))).toEqual(
      expect.arrayContaining(['828.avif', '828.webp', '828.jpg', 'card.jpg']),
    );
  });

  it('leaves addresses and the SVG media alone', async () => {
    const { file, uploadsDir } = await seedFolder(() => undefined);
    const seed = await loadSeedFile(file, uploadsDir);
    expect(seed.ok && seed.value.events[0]!.image).toMatch(/^\/venue-api\/media\/.+\.svg$/);
    expect(await readdir(uploadsDir).catch(() => [])).toEqual([]);
  });

  const refusals: [string, (seed: Editable<VenueSeedInput>) => void, string, RegExp][] = [
    [
      'a path out of the seed folder',
      (seed) => void (seed.events[0]!.image = '../outside.jpg'),
      'events[0].image',
      /outside the seed file's folder/,
    ],
    [
      'a missing file',
      (seed) => void (seed.sliders[0]!.image = 'photos/missing.jpg'),
      'sliders[0].image',
      /not a file in the seed file's folder/,
    ],
    [
      'an HTML file named .jpg',
      (seed) => void (seed.gallery.venuePhotos[1]!.url = 'page.jpg'),
      'gallery.venuePhotos[1].url',
      /not a JPEG, PNG, WebP or AVIF/,
    ],
  ];

  it.each(refusals)('refuses %s with the field path, storing nothing', async (_what, edit, path, message) => {
    const { folder, file, uploadsDir } = await seedFolder(edit);
    await writeFile(join(folder, 'page.jpg'), htmlPage());
    const seed = await loadSeedFile(file, uploadsDir);
    expect(seed.ok ? null : [seed.error.path, seed.error.message]).toEqual([path, expect.stringMatching(message)]);
    expect(await readdir(picturesDir(uploadsDir)).catch(() => [])).toEqual([]);
  });

  it('refuses a link inside the folder that leads out of it', async () => {
    const { root, folder, file, uploadsDir } = await seedFolder((seed) => void (seed.events[0]!.image = 'photos/link.jpg'));
    await symlink(join(root, 'outside.jpg'), join(folder, 'photos', 'link.jpg'));
    const seed = await loadSeedFile(file, uploadsDir);
    expect(seed.ok || seed.error.path).toBe('events[0].image');
  });

  it('reports a mistake elsewhere in the seed before processing any picture', async () => {
    const { file, uploadsDir } = await seedFolder((seed) => {
      seed.events[0]!.image = 'photos/poster.jpg';
      (seed.talents[1] as { mainPhoto: unknown }).mainPhoto = 42;
    });
    const seed = await loadSeedFile(file, uploadsDir);
    expect(seed.ok || seed.error.path).toBe('talents[1].mainPhoto');
    expect(await readdir(picturesDir(uploadsDir)).catch(() => [])).toEqual([]);
  });
});
