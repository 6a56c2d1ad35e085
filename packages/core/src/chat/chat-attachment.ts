// What a guest may attach in the chat (docs/product.md#support-chat): pictures (PNG, JPEG, GIF, WebP) and PDF, up to 10 MB,
// the backend's own limits (apps/venue-api/src/uploads/chat-uploads.ts), checked before anything is uploaded.
import { err, ok, type Result } from '../shared/result';

export const maxAttachmentBytes = 10 * 1024 * 1024;

export const attachmentTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'] as const;

/** For the file picker's accept attribute. */
export const attachmentAccept = attachmentTypes.join(',');

export interface AttachmentCandidate {
  readonly name: string;
  readonly mimeType: string;
  readonly sizeBytes: number;
}

export type AttachmentRefusal = 'too-large' | 'empty' | 'unsupported-type';

export function checkAttachment(file: AttachmentCandidate): Result<AttachmentCandidate, AttachmentRefusal> {
  if (!(attachmentTypes as readonly string[]).includes(file.mimeType.toLowerCase())) return err('unsupported-type');
  if (file.sizeBytes <= 0) return err('empty');
  if (file.sizeBytes > maxAttachmentBytes) return err('too-large');
  return ok(file);
}

export const isPictureType = (mimeType: string | null | undefined): boolean => (mimeType ?? '').toLowerCase().startsWith('image/');

/** A size as the chat shows it beside a file's name: whole bytes, or kB or MB to one decimal (the site writes the words). */
export interface FileSize {
  readonly unit: 'B' | 'kB' | 'MB';
  readonly amount: number;
}

export function fileSize(bytes: number): FileSize {
  if (bytes < 1024) return { unit: 'B', amount: bytes };
  if (bytes < 1024 * 1024) return { unit: 'kB', amount: Math.round((bytes / 1024) * 10) / 10 };
  return { unit: 'MB', amount: Math.round((bytes / 1024 / 1024) * 10) / 10 };
}

/** A sent file as a message's meta describes it (the backend's fileUrl, fileName, fileType, fileSize; a queued one has the name only). */
export interface AttachmentDetails {
  readonly url: string | null;
  /** Null when the backend gave none: the site names it. */
  readonly name: string | null;
  readonly mimeType: string | null;
  readonly sizeBytes: number | null;
}

const textOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Reads a message's meta defensively: anything missing or of the wrong kind is null, never an error. */
export function attachmentOf(meta: unknown): AttachmentDetails {
  const record = typeof meta === 'object' && meta !== null ? (meta as Record<string, unknown>) : {};
  const url = textOf(record['fileUrl']);
  const size = record['fileSize'];
  return {
    // Only the backend's own media paths or http(s) addresses are shown as links or pictures.
    url: url !== null && /^(https?:\/\/|\/)/.test(url) && !url.startsWith('//') ? url : null,
    name: textOf(record['fileName']),
    mimeType: textOf(record['fileType']),
    sizeBytes: typeof size === 'number' && Number.isFinite(size) && size >= 0 ? size : null,
  };
}
