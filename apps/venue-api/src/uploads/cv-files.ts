// An applicant's CV (docs/product.md#careers-contact-and-staff-availability) arrives as a data URL; it is checked (type,
// size, and its first bytes against the declared type) before it is written under the uploads folder with a random
// name. CVs are personal data: only the staff page serves them, never the public media/uploads/ route.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { readCvDataUrl, CV_TYPES, type CvExtension, type CvType } from '@venue/core/forms/cv-document';
import { err, ok, type Result } from '@venue/core/shared/result';
import { uploadPath } from './uploaded-pictures';

export interface StoredCv {
  readonly name: string;
  readonly contentType: CvType;
  readonly byteLength: number;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((b, i) => bytes[i] === b);

/** What a document's first bytes say it is: PDF, an old Word file (OLE), or a DOCX (a zip). */
export function sniffCvType(bytes: Uint8Array): CvType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return CV_TYPES.pdf;
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return CV_TYPES.doc;
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return CV_TYPES.docx;
  return null;
}

const extensionOf = (type: CvType): CvExtension => (Object.keys(CV_TYPES) as CvExtension[]).find((ext) => CV_TYPES[ext] === type) ?? 'pdf';

/** Stored CV names: a random UUID and the type's extension. */
export const isCvName = (name: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|doc|docx)$/.test(name);

/** Checks the CV, then writes it; the message says what is wrong with it. */
export async function writeCv(uploadsDir: string, dataUrl: string): Promise<Result<StoredCv, string>> {
  const cv = readCvDataUrl(dataUrl);
  if (!cv.ok) return cv;
  const bytes = Buffer.from(cv.value.base64, 'base64');
  if (sniffCvType(bytes) !== cv.value.type) return err(`The file is not a ${extensionOf(cv.value.type).toUpperCase()} document`);
  await mkdir(uploadsDir, { recursive: true });
  const name = `${randomUUID()}.${extensionOf(cv.value.type)}`;
  await writeFile(uploadPath(uploadsDir, name), bytes, { flag: 'wx' });
  return ok({ name, contentType: cv.value.type, byteLength: bytes.length });
}
