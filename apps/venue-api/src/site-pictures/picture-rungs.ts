// One rung of an outside picture (docs/backend.md#the-sites-image-route): decoded with the pixel limit
// (a decompression bomb fails from its header), turned upright by its EXIF orientation, in sRGB, no
// wider than the rung and never enlarged, every metadata field left behind (sharp keeps none unless
// asked), written as AVIF, WebP or JPEG as the venue's own pictures are (pictures/picture-encoding.ts).
import sharp from 'sharp';
import type { PictureFormat, PictureWidth } from '@venue/core/pictures/picture-ladder';
import { decodeOptions, ENCODE } from '../pictures/picture-encoding';

/** How long one rung may take to write: a picture that decodes slowly fails instead of holding a slot. */
const RENDER_TIMEOUT_SECONDS = 10;

export async function renderRung(source: Buffer, width: PictureWidth, format: PictureFormat): Promise<Buffer> {
  const pipeline = sharp(source, { ...decodeOptions, pages: 1 })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .toColourspace('srgb')
    .timeout({ seconds: RENDER_TIMEOUT_SECONDS });
  return ENCODE[format](pipeline).toBuffer();
}
