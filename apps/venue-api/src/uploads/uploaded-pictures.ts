// Talent photos arrive as data URLs; each becomes a file under the uploads folder with a random
// name, served back at media/uploads/{name}. Files are written before the rows that name them, and
// removed again when the transaction does not commit, so no row points at a missing file.
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readPictureDataUrl, type TalentPhotoType } from '@venue/core/talents/talent-photo-data-url';
import { err, ok, type Result } from '@venue/core/shared/result';
import { extensionOf, sniffPictureType } from './picture-bytes';

export interface StoredPicture {
  readonly name: string;
  readonly contentType: TalentPhotoType;
  readonly byteLength: number;
}

/** Served names: a random UUID and the type's extension, nothing a path could escape with. */
export const isUploadName = (name: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|gif)$/.test(name);

export const uploadPath = (uploadsDir: string, name: string): string => join(uploadsDir, name);

/** The address the site shows a stored picture at, on the API's origin. */
export const uploadUrl = (name: string): string => `/venue-api/media/uploads/${name}`;

/** Checks every photo (type, size, bytes) before writing any; `field` names the bad one. */
export async function writePictures(
  uploadsDir: string,
  dataUrls: readonly string[],
): Promise<Result<StoredPicture[], { field: string; message: string }>> {
  const decoded: { type: TalentPhotoType; bytes: Buffer }[] = [];
  for (const [index, url] of dataUrls.entries()) {
    const picture = readPictureDataUrl(url);
    if (!picture.ok) return err({ field: `photos[${index}]`, message: picture.error });
    const bytes = Buffer.from(picture.value.base64, 'base64');
    if (sniffPictureType(bytes) !== picture.value.type)
      return err({ field: `photos[${index}]`, message: `The file is not a ${picture.value.type} picture` });
    decoded.push({ type: picture.value.type, bytes });
  }
  await mkdir(uploadsDir, { recursive: true });
  const stored = decoded.map(({ type, bytes }) => ({
    name: `${randomUUID()}.${extensionOf[type]}`,
    contentType: type,
    byteLength: bytes.length,
    bytes,
  }));
  const pictures = stored.map(({ bytes: _bytes, ...picture }) => picture);
  try {
    await Promise.all(stored.map((p) => writeFile(uploadPath(uploadsDir, p.name), p.bytes, { flag: 'wx' })));
  } catch (error) {
    await removePictures(uploadsDir, pictures);
    throw error;
  }
  return ok(pictures);
}

export async function removePictures(uploadsDir: string, pictures: readonly StoredPicture[]): Promise<void> {
  await Promise.all(pictures.map((p) => rm(uploadPath(uploadsDir, p.name), { force: true })));
}
