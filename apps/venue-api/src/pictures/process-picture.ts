// The work done once per picture (docs/backend.md#pictures): decoded once, turned upright by its EXIF
// orientation, converted to sRGB and shrunk to the widest rung; every rung, the share card and the
// placeholder are made from that one bounded copy. Outputs carry no metadata: sharp writes none unless
// asked (keepMetadata/withMetadata are never called), so no GPS position or camera data leaves here.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { CARD_SIZE, ladderWidths, PICTURE_WIDTHS, writtenWidth, type PictureFormat } from '@venue/core/pictures/picture-ladder';
import { thumbHashOf } from '@venue/core/pictures/picture-placeholder';
import { decodeOptions, ENCODE } from './picture-encoding';
import type { StoredPictureFacts } from './picture-store';

/** The placeholder is hashed from a thumbnail at most this many pixels a side (ThumbHash's own limit). */
const THUMB_SIDE = 100;

interface Upright {
  readonly pixels: Buffer;
  readonly info: OutputInfo;
}

/**
 * The picture upright, in sRGB, no wider than the widest rung, as raw 8-bit pixels; null when its pixels
 * cannot be decoded whole (a truncated or corrupt file: `failOn` makes any decoder warning an error).
 */
async function uprightCopy(bytes: Uint8Array): Promise<Upright | null> {
  const widest = PICTURE_WIDTHS.at(-1)!;
  try {
    const { data, info } = await sharp(bytes, decodeOptions)
      .rotate()
      .resize({ width: widest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    return { pixels: data, info };
  } catch {
    return null;
  }
}

const fromRaw = ({ pixels, info }: Upright): Sharp =>
  sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } });

async function placeholderOf(copy: Upright): Promise<string> {
  const { data, info } = await fromRaw(copy)
    .resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return thumbHashOf(info.width, info.height, new Uint8Array(data.buffer, data.byteOffset, data.length));
}

/**
 * Writes `{width}.{avif,webp,jpg}` for every rung and `card.jpg` into `folder`. `width` and `height` are
 * the upright original's; the rungs are never wider than it. `unreadable` when the pixels cannot be decoded.
 */
export async function processPicture(
  bytes: Uint8Array,
  width: number,
  height: number,
  folder: string,
): Promise<StoredPictureFacts | 'unreadable'> {
  const copy = await uprightCopy(bytes);
  if (!copy) return 'unreadable';
  for (const rung of ladderWidths(width)) {
    const resized = fromRaw(copy).resize({ width: writtenWidth(rung, width) });
    await Promise.all(
      (Object.keys(ENCODE) as PictureFormat[]).map(async (format) =>
        writeFile(join(folder, `${rung}.${format}`), await ENCODE[format](resized.clone()).toBuffer()),
      ),
    );
  }
  const card = await fromRaw(copy)
    .resize({ ...CARD_SIZE, fit: 'cover', position: sharp.strategy.attention })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, progressive: true })
    .toBuffer();
  await writeFile(join(folder, 'card.jpg'), card);
  return { width, height, placeholder: await placeholderOf(copy) };
}
