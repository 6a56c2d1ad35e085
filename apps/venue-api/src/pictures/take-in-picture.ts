// Takes one picture in (docs/backend.md#pictures): checked by size, magic bytes and header before any
// pixel is decoded, processed once into every rung, format, the card and a placeholder, stored under its
// content hash. Any refusal stores nothing; the same bytes a second time answer at once from disk.
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { pictureAddress } from '@venue/core/pictures/picture-address';
import { PICTURE_LIMITS } from '@venue/core/pictures/picture-ladder';
import { err, ok, type Result } from '@venue/core/shared/result';
import { sniffIncomingFormat, type IncomingFormat } from './picture-format';
import { decodeOptions } from './picture-encoding';
import { processPicture } from './process-picture';
import {
  newWorkFolder,
  readStoredPicture,
  removeWorkFolder,
  storePicture,
  sweepAbandonedWork,
  type StoredPictureFacts,
} from './picture-store';
import { pictureWorkQueue, type WorkQueue } from './picture-work-queue';

export interface TakenPicture {
  /** The API's address of the picture: its widest JPEG with the placeholder (core's pictureAddress). */
  readonly address: string;
  readonly hash: string;
  /** The upright original's size. */
  readonly width: number;
  readonly height: number;
}

export interface PictureRefusal {
  readonly code: 'too_large' | 'too_many_pixels' | 'not_a_picture' | 'unreadable' | 'busy';
  /** Plain words for the staff member who sent it. */
  readonly message: string;
}

const refused = (code: PictureRefusal['code'], message: string): Result<never, PictureRefusal> => err({ code, message });

const REFUSALS = {
  tooLarge: () => refused('too_large', `This picture is larger than ${PICTURE_LIMITS.maxBytes / 1024 / 1024} MB.`),
  tooManyPixels: () =>
    refused(
      'too_many_pixels',
      `This picture has more than ${PICTURE_LIMITS.maxPixels / 1_000_000} million pixels; make it smaller and try again.`,
    ),
  notAPicture: () => refused('not_a_picture', 'This file is not a JPEG, PNG, WebP or AVIF picture.'),
  unreadable: () => refused('unreadable', 'This picture is damaged or incomplete and cannot be read.'),
  busy: () => refused('busy', 'Other pictures are being processed; try again in a minute.'),
};

/** sharp's decoder names for the formats sniffed (AVIF is read by its HEIF decoder). */
const DECODER: Readonly<Record<IncomingFormat, string>> = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' };

export const pictureHashOf = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

const taken = (hash: string, facts: StoredPictureFacts): TakenPicture => ({
  address: pictureAddress('/venue-api', hash, facts.width, facts.placeholder),
  hash,
  width: facts.width,
  height: facts.height,
});

/** The upright size from the header alone, or why the picture is refused; no pixel is decoded. */
async function readHeader(bytes: Uint8Array, format: IncomingFormat): Promise<Result<{ width: number; height: number }, PictureRefusal>> {
  let header: Metadata;
  try {
    // The header alone is read here, so the pixel limit is checked below, where its refusal gets its own words.
    header = await sharp(bytes, { ...decodeOptions, limitInputPixels: false }).metadata();
  } catch {
    return REFUSALS.unreadable();
  }
  if (header.format !== DECODER[format] || (format === 'avif' && header.compression !== 'av1')) return REFUSALS.notAPicture();
  if (header.width * header.height > PICTURE_LIMITS.maxPixels) return REFUSALS.tooManyPixels();
  return ok({ width: header.autoOrient.width, height: header.autoOrient.height });
}

/** Processes in a work folder and moves the finished picture into place; nothing is left on a refusal or a fault. */
async function processAndStore(
  uploadsDir: string,
  hash: string,
  bytes: Uint8Array,
  size: { width: number; height: number },
): Promise<Result<StoredPictureFacts, PictureRefusal>> {
  const work = await newWorkFolder(uploadsDir);
  try {
    const facts = await processPicture(bytes, size.width, size.height, work);
    if (facts === 'unreadable') return REFUSALS.unreadable();
    await writeFile(join(work, 'original'), bytes);
    await storePicture(uploadsDir, hash, work, facts);
    return ok(facts);
  } finally {
    await removeWorkFolder(work);
  }
}

/**
 * The picture's address and size, or why it is refused. `queue` is this process's picture work unless a
 * caller brings its own (the seed takes its pictures in one by one before the API answers anyone).
 */
export async function takeInPicture(
  uploadsDir: string,
  bytes: Uint8Array,
  queue: WorkQueue = pictureWorkQueue,
): Promise<Result<TakenPicture, PictureRefusal>> {
  if (bytes.byteLength > PICTURE_LIMITS.maxBytes) return REFUSALS.tooLarge();
  const format = sniffIncomingFormat(bytes);
  if (!format) return REFUSALS.notAPicture();
  const hash = pictureHashOf(bytes);
  const stored = await readStoredPicture(uploadsDir, hash);
  if (stored) return ok(taken(hash, stored));
  const size = await readHeader(bytes, format);
  if (!size.ok) return size;
  const outcome = await queue.run(async () => {
    await sweepAbandonedWork(uploadsDir);
    // Another take-in of the same bytes may have finished while this one waited.
    const done = await readStoredPicture(uploadsDir, hash);
    return done ? ok(done) : processAndStore(uploadsDir, hash, bytes, size.value);
  });
  if (outcome.busy) return REFUSALS.busy();
  return outcome.value.ok ? ok(taken(hash, outcome.value.value)) : outcome.value;
}
