// Taking a picture in: upright, stripped, written at every rung and format it fits, and refused whole
// (nothing stored) when it is too large, a bomb, truncated, or not a picture at all.
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readPictureAddress } from '@venue/core/pictures/picture-address';
import { ladderWidths, PICTURE_LIMITS, writtenWidth } from '@venue/core/pictures/picture-ladder';
import { createWorkQueue } from './picture-work-queue';
import { pictureFolder, picturesDir } from './picture-store';
import { takeInPicture, type PictureRefusal } from './take-in-picture';
import { bombPng, htmlPage, photoWithGps, splitPhoto, svgPicture, truncatedJpeg } from './testing/picture-fixtures';

const uploads = () => mkdtemp(join(tmpdir(), 'venue-pictures-'));
const filesIn = (folder: string) => readdir(folder).catch(() => [] as string[]);

async function takenIn(bytes: Uint8Array) {
  const dir = await uploads();
  const outcome = await takeInPicture(dir, bytes);
  if (!outcome.ok) throw new Error(`refused: ${outcome.error.message}`);
  return { dir, picture: outcome.value, folder: pictureFolder(dir, outcome.value.hash) };
}

async function pixelAt(file: string, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

describe('takeInPicture', () => {
  it('turns a photo tagged orientation 6 upright: a red-left 40 x 20 photo becomes 20 x 40, red on top', async () => {
    const sideways = await splitPhoto(40, 20).jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toBuffer();
    const { picture, folder } = await takenIn(sideways);
    expect([picture.width, picture.height]).toEqual([20, 40]);
    for (const format of ['jpg', 'webp', 'avif']) {
      const file = join(folder, `320.${format}`);
      const meta = await sharp(file).metadata();
      expect([meta.width, meta.height, meta.orientation]).toEqual([20, 40, undefined]);
      const [top, bottom] = [await pixelAt(file, 10, 4), await pixelAt(file, 10, 35)];
      expect(top[0]).toBeGreaterThan(200);
      expect(top[2]).toBeLessThan(60);
      expect(bottom[2]).toBeGreaterThan(200);
      expect(bottom[0]).toBeLessThan(60);
    }
  });

  it('strips every metadata field: a photo with GPS, camera and XMP comes out with none in any file', async () => {
    const photo = await photoWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { folder } = await takenIn(photo);
    const files = (await filesIn(folder)).filter((name) => name !== 'picture.json');
    expect(files).toContain('card.jpg');
    for (const name of files) {
      const meta = await sharp(join(folder, name)).metadata();
      expect({ name, exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, icc: meta.icc, comments: meta.comments }).toEqual({
        name,
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        icc: undefined,
        comments: undefined,
      });
      const bytes = await readFile(join(folder, name));
      expect(bytes.includes('PhoneMaker')).toBe(false);
    }
  });

  it('writes every rung the picture fits in AVIF, WebP and JPEG, never wider than the original, and the share card', async () => {
    const photo = await splitPhoto(1000, 600).jpeg().toBuffer();
    const { picture, folder } = await takenIn(photo);
    const rungs = ladderWidths(1000);
    expect(rungs).toEqual([320, 480, 640, 828]);
    expect(readPictureAddress(picture.address)).toMatchObject({ base: '/venue-api', hash: picture.hash, widths: rungs });
    expect(readPictureAddress(picture.address)!.placeholder).toMatch(/^[A-Za-z0-9_-]+$/);
    const expected = [...rungs.flatMap((rung) => [`${rung}.avif`, `${rung}.webp`, `${rung}.jpg`]), 'card.jpg', 'picture.json'];
    expect((await filesIn(folder)).sort()).toEqual(expected.sort());
    const decoder = { avif: 'heif', webp: 'webp', jpg: 'jpeg' } as const;
    for (const rung of rungs)
      for (const format of ['avif', 'webp', 'jpg'] as const) {
        const meta = await sharp(join(folder, `${rung}.${format}`)).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([decoder[format], rung, Math.round((rung * 600) / 1000)]);
      }
    const card = await sharp(join(folder, 'card.jpg')).metadata();
    expect([card.format, card.width, card.height]).toEqual(['jpeg', 1200, 630]);
  });

  it('writes a picture narrower than the first rung once, at its own width', async () => {
    const { picture, folder } = await takenIn(await splitPhoto(200, 100).png().toBuffer());
    expect(picture.address).toMatch(/\/320\.jpg#th=/);
    expect((await filesIn(folder)).sort()).toEqual(['320.avif', '320.jpg', '320.webp', 'card.jpg', 'picture.json']);
    expect((await sharp(join(folder, '320.webp')).metadata()).width).toBe(writtenWidth(320, 200));
  });

  it('reads the format from the bytes: PNG, WebP and AVIF come in whatever they are named', async () => {
    for (const bytes of [
      await splitPhoto(400, 300).png().toBuffer(),
      await splitPhoto(400, 300).webp().toBuffer(),
      await splitPhoto(400, 300).avif({ effort: 0 }).toBuffer(),
    ]) {
      const { picture, folder } = await takenIn(bytes);
      expect([picture.width, picture.height]).toEqual([400, 300]);
      expect(await filesIn(folder)).toContain('320.avif');
    }
  });

  it('keeps the original privately, outside the served folder', async () => {
    const photo = await photoWithGps();
    const { dir, picture, folder } = await takenIn(photo);
    expect(await readFile(join(dir, 'picture-originals', picture.hash))).toEqual(photo);
    expect(await filesIn(folder)).not.toContain('original');
  });

  it('answers the same bytes a second time from disk, with no work queued', async () => {
    const photo = await splitPhoto(500, 300).jpeg().toBuffer();
    const { dir, picture } = await takenIn(photo);
    const full = createWorkQueue({ running: 0, waiting: 0 });
    expect(await takeInPicture(dir, photo, full)).toEqual({ ok: true, value: picture });
  });

  it('stores one complete picture when two take-ins of the same bytes race (as two instances would)', async () => {
    const dir = await uploads();
    const photo = await splitPhoto(700, 400).jpeg().toBuffer();
    const queues = [createWorkQueue({ running: 1, waiting: 0 }), createWorkQueue({ running: 1, waiting: 0 })];
    const [first, second] = await Promise.all(queues.map((queue) => takeInPicture(dir, photo, queue)));
    expect(first).toEqual(second);
    expect(first!.ok).toBe(true);
    expect(await filesIn(picturesDir(dir))).toHaveLength(1);
    expect(await filesIn(join(dir, 'picture-work'))).toEqual([]);
  });
});

describe('takeInPicture refuses, and stores nothing', () => {
  const refusals: [string, () => Promise<Uint8Array> | Uint8Array, PictureRefusal['code']][] = [
    ['a decompression bomb (a PNG claiming 20,000 x 20,000), from its header', bombPng, 'too_many_pixels'],
    ['a JPEG cut in half', truncatedJpeg, 'unreadable'],
    ['an HTML page named .jpg', htmlPage, 'not_a_picture'],
    ['an SVG named .jpg', svgPicture, 'not_a_picture'],
    [
      'a GIF',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
          .gif()
          .toBuffer(),
      'not_a_picture',
    ],
    [
      'a 30 MB body, before reading it',
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(30 * 1024 * 1024)]),
      'too_large',
    ],
  ];

  it.each(refusals)('%s', async (_what, make, code) => {
    const dir = await uploads();
    const outcome = await takeInPicture(dir, await make());
    expect(outcome.ok ? null : outcome.error.code).toBe(code);
    expect(outcome.ok ? '' : outcome.error.message).toMatch(/^This (picture|file) /);
    expect(await filesIn(picturesDir(dir))).toEqual([]);
    expect(await filesIn(join(dir, 'picture-originals'))).toEqual([]);
    expect(await filesIn(join(dir, 'picture-work'))).toEqual([]);
  });

  it('names the limit it refuses by', async () => {
    const outcome = await takeInPicture(await uploads(), Buffer.alloc(PICTURE_LIMITS.maxBytes + 1));
    expect(outcome).toEqual({ ok: false, error: { code: 'too_large', message: 'This picture is larger than 25 MB.' } });
  });

  it('answers busy when every place in the queue is taken', async () => {
    const dir = await uploads();
    const full = createWorkQueue({ running: 0, waiting: 0 });
    const outcome = await takeInPicture(dir, await splitPhoto(400, 300).jpeg().toBuffer(), full);
    expect(outcome.ok ? null : outcome.error.code).toBe('busy');
    expect(await filesIn(picturesDir(dir))).toEqual([]);
  });
});
