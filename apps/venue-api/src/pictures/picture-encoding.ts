// How every picture is decoded and written, whether the venue took it in (process-picture.ts) or the site's
// image route makes a rung of an outside one (site-pictures/picture-rungs.ts): one set of limits and encoder
// settings, measured to write a 12-megapixel photo's every rung within the budget (docs/decisions.md).
import type { Sharp } from 'sharp';
import { PICTURE_LIMITS, type PictureFormat } from '@venue/core/pictures/picture-ladder';

/** Untrusted input: refuse pixels past the limit from the header, and any damaged or truncated data. */
export const decodeOptions = { limitInputPixels: PICTURE_LIMITS.maxPixels, failOn: 'warning' } as const;

export const ENCODE: Readonly<Record<PictureFormat, (image: Sharp) => Sharp>> = {
  avif: (image) => image.avif({ quality: 50, effort: 0, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 75, effort: 1 }),
  // JPEG has no transparency: a PNG's transparent parts become white rather than black.
  jpg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 78 }),
};
