// Files guests send in the chat (files and recordings), kept under <uploadsDir>/chat and served publicly
// at /venue-api/media/chat/{name} (talent photos have media/uploads, seeded pictures media/{name}).
// The type is read from the file's first bytes, never from what the browser claims, and the stored
// name is random: a guest cannot choose what the site serves or where it lands.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The upload quota of one guest's conversation: with MAX_UPLOAD_BYTES, at most 400 MB kept per guest. */
export const MAX_UPLOADS_PER_CONVERSATION = 40;

export type UploadKind = 'file' | 'audio';

interface UploadType {
  readonly ext: string;
  readonly contentType: string;
  readonly audio: boolean;
  readonly matches: (bytes: Uint8Array) => boolean;
}

const ascii = (bytes: Uint8Array, at: number, text: string): boolean => [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0));
const startsWith = (bytes: Uint8Array, prefix: readonly number[]): boolean => prefix.every((b, i) => bytes[i] === b);

/** Every type accepted, with its signature; the extension and content type served come from here. */
const uploadTypes: readonly UploadType[] = [
  { ext: 'png', contentType: 'image/png', audio: false, matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { ext: 'jpg', contentType: 'image/jpeg', audio: false, matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { ext: 'gif', contentType: 'image/gif', audio: false, matches: (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a') },
  { ext: 'webp', contentType: 'image/webp', audio: false, matches: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP') },
  { ext: 'pdf', contentType: 'application/pdf', audio: false, matches: (b) => ascii(b, 0, '%PDF-') },
  { ext: 'wav', contentType: 'audio/wav', audio: true, matches: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WAVE') },
  { ext: 'webm', contentType: 'audio/webm', audio: true, matches: (b) => startsWith(b, [0x1a, 0x45, 0xdf, 0xa3]) },
  { ext: 'ogg', contentType: 'audio/ogg', audio: true, matches: (b) => ascii(b, 0, 'OggS') },
  // An ID3 tag, or an MPEG audio frame header (11 sync bits, layer bits not 00).
  {
    ext: 'mp3',
    contentType: 'audio/mpeg',
    audio: true,
    matches: (b) => ascii(b, 0, 'ID3') || (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0 && ((b[1] ?? 0) & 0x06) !== 0),
  },
];

export const acceptedUploads = (kind: UploadKind): string =>
  uploadTypes
    .filter((t) => kind === 'file' || t.audio)
    .map((t) => t.contentType)
    .join(', ');

/** The accepted type of these bytes for this kind of upload, or undefined. */
export function sniffUpload(bytes: Uint8Array, kind: UploadKind): UploadType | undefined {
  return uploadTypes.find((t) => (kind === 'file' || t.audio) && t.matches(bytes));
}

const storedName = /^[a-f0-9]{32}\.([a-z0-9]+)$/;

export const chatUploadUrl = (name: string): string => `/venue-api/media/chat/${name}`;

const chatDir = (uploadsDir: string) => join(uploadsDir, 'chat');

export type UploadRefusal = { readonly reason: 'too-large' | 'empty' | 'unsupported-type'; readonly message: string };

export interface SavedUpload {
  readonly name: string;
  readonly url: string;
  readonly contentType: string;
  readonly size: number;
}

/** Checks size and type and writes the file under a random name; refusals are values, disk errors throw. */
export async function saveChatUpload(dir: string, bytes: Uint8Array, kind: UploadKind): Promise<SavedUpload | UploadRefusal> {
  if (bytes.byteLength === 0) return { reason: 'empty', message: 'The file is empty.' };
  if (bytes.byteLength > MAX_UPLOAD_BYTES)
    return { reason: 'too-large', message: `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.` };
  const type = sniffUpload(bytes, kind);
  if (!type) return { reason: 'unsupported-type', message: `This kind of file cannot be sent. Accepted: ${acceptedUploads(kind)}.` };
  const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
  await mkdir(chatDir(dir), { recursive: true });
  await writeFile(join(chatDir(dir), name), bytes, { flag: 'wx' });
  return { name, url: chatUploadUrl(name), contentType: type.contentType, size: bytes.byteLength };
}

/** Reads an upload by its stored name; anything that is not such a name is simply not found. */
export async function readChatUpload(dir: string, name: string): Promise<{ bytes: Uint8Array; contentType: string } | undefined> {
  const ext = storedName.exec(name)?.[1];
  const type = uploadTypes.find((t) => t.ext === ext);
  if (!type) return undefined;
  try {
    return { bytes: await readFile(join(chatDir(dir), name)), contentType: type.contentType };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Removes uploads by their public address (a deleted guest's files); unknown addresses are ignored. */
export async function removeChatUploads(dir: string, urls: readonly string[]): Promise<void> {
  const prefix = chatUploadUrl('');
  for (const url of urls) {
    const name = url.startsWith(prefix) ? url.slice(prefix.length) : '';
    if (storedName.test(name)) await rm(join(chatDir(dir), name), { force: true });
  }
}
