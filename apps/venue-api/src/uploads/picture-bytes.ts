// What a picture's first bytes say it is. A declared type is trusted only when the bytes agree,
// because the file is served back with that type to every visitor.
import type { TalentPhotoType } from '@venue/core/talents/talent-photo-data-url';
import { sniffRasterFormat, type RasterFormat } from '../pictures/picture-format';

/** The talent photo types by the format their bytes show; an AVIF is not one of them. */
const TALENT_PHOTO_TYPES: Readonly<Partial<Record<RasterFormat, TalentPhotoType>>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

export function sniffPictureType(bytes: Uint8Array): TalentPhotoType | null {
  const format = sniffRasterFormat(bytes);
  return (format && TALENT_PHOTO_TYPES[format]) ?? null;
}

export const extensionOf: Readonly<Record<TalentPhotoType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
