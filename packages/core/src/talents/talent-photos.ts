// The Upload Photos field of the talent form (docs/product.md#talent-submissions).
import { TALENT_PHOTO_MAX_BYTES, TALENT_PHOTOS_MAX } from './talent-photo-data-url';

/** The alert for a file that is not a picture, word for word (docs/product.md#error-messages). */
export const NOT_A_PICTURE_MESSAGE = 'Your choice is not a picture';

/** A photo the guest picked: its file name and its content as a data URL read at the edge. */
export interface PhotoFile {
  readonly name: string;
  readonly data: string;
}

export const isPictureFileName = (name: string): boolean => /\.(gif|jpe?g|png|webp)$/i.test(name.trim());

/** Adds the picked files; if any is not a picture the whole pick is refused with the alert. */
export function addPhotos(
  current: readonly PhotoFile[],
  picked: readonly PhotoFile[],
): { photos: readonly PhotoFile[]; alert: string | null } {
  return picked.every((file) => isPictureFileName(file.name))
    ? { photos: [...current, ...picked], alert: null }
    : { photos: current, alert: NOT_A_PICTURE_MESSAGE };
}

/** What the field shows: the file name for one photo, "{count} Photo" for more, "" for none. */
export function photoSummary(photos: readonly PhotoFile[]): string {
  if (photos.length === 0) return '';
  if (photos.length === 1) return photos[0]?.name ?? '';
  return `${photos.length} Photo`;
}

export const UPLOAD_HINT = 'Upload 5 Press kit images IG size';

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
