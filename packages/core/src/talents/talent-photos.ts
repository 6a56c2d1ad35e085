// The Upload Photos field of the talent form (docs/product.md#talent-submissions); its words are the site's.
import { TALENT_PHOTO_MAX_BYTES, TALENT_PHOTOS_MAX } from './talent-photo-data-url';

/** A photo the guest picked: its file name and its content as a data URL read at the edge. */
export interface PhotoFile {
  readonly name: string;
  readonly data: string;
}

export const isPictureFileName = (name: string): boolean => /\.(gif|jpe?g|png|webp)$/i.test(name.trim());

/** Adds the picked files; if any is not a picture the whole pick is refused (the site shows its alert). */
export function addPhotos(
  current: readonly PhotoFile[],
  picked: readonly PhotoFile[],
): { photos: readonly PhotoFile[]; refused: 'not-a-picture' | null } {
  return picked.every((file) => isPictureFileName(file.name))
    ? { photos: [...current, ...picked], refused: null }
    : { photos: current, refused: 'not-a-picture' };
}

/** The size in bytes of a photo read as a base64 data URL (what the venue will count). */
export function photoByteLength(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1).replace(/\s/g, '');
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((base64.length * 3) / 4) - padding);
}

/**
 * Why the venue would refuse these photos: more than 10, or one over 5 MB (docs/product.md#talent-submissions);
 * null when it accepts them. Checked in the form so a refused application is never sent.
 */
export function photoLimitReason(photos: readonly PhotoFile[]): 'too-many-photos' | 'photo-too-large' | null {
  if (photos.length > TALENT_PHOTOS_MAX) return 'too-many-photos';
  if (photos.some((photo) => photoByteLength(photo.data) > TALENT_PHOTO_MAX_BYTES)) return 'photo-too-large';
  return null;
}
