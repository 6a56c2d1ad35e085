// The Upload Photos field of the talent form (spec 2, 5).

/** The alert for a file that is not a picture, word for word (spec 5, 8). */
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
