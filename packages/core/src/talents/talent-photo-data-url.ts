// Limits of the talent form's photos as they travel: data URLs (docs/decisions.md) of a JPEG,
// PNG, WebP or GIF picture, 5 MB each, 10 at most. The venue checks the bytes themselves too.
import { err, ok, type Result } from '../shared/result';

export const TALENT_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type TalentPhotoType = (typeof TALENT_PHOTO_TYPES)[number];

export const TALENT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const TALENT_PHOTOS_MAX = 10;

export interface PictureDataUrl {
  readonly type: TalentPhotoType;
  /** The picture's bytes, base64. */
  readonly base64: string;
  readonly byteLength: number;
}

const dataUrlPattern = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

const isPhotoType = (type: string): type is TalentPhotoType => (TALENT_PHOTO_TYPES as readonly string[]).includes(type);

/** Reads a photo's data URL, refusing other types, an empty picture and more than 5 MB. */
export function readPictureDataUrl(url: string): Result<PictureDataUrl, string> {
  const match = dataUrlPattern.exec(url);
  const type = match?.[1] ?? '';
  const base64 = match?.[2] ?? '';
  if (!match || base64.length % 4 !== 0) return err('Expected a picture as a base64 data URL');
  if (!isPhotoType(type)) return err('Expected a JPEG, PNG, WebP or GIF picture');
  const byteLength = (base64.length / 4) * 3 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
  if (byteLength === 0) return err('Expected a picture, not an empty file');
  if (byteLength > TALENT_PHOTO_MAX_BYTES) return err('Expected a picture of at most 5 MB');
  return ok({ type, base64, byteLength });
}
