// What a picture is, read from its first bytes alone (docs/backend.md#pictures): a file's name and
// declared type are never believed, so a PNG named .jpg is a PNG and an HTML page named .jpg is nothing.
// The one reading of raster magic bytes: pictures taken in, the site's image route's sources
// (site-pictures/source-format.ts) and guests' talent photos (uploads/picture-bytes.ts).

/** The raster formats read here. */
export type RasterFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';
/** The raster formats a picture may come in as: GIF is not one (it is sharp's to read, not the venue's to keep). */
export type IncomingFormat = Exclude<RasterFormat, 'gif'>;

const ascii = (text: string): number[] => [...text].map((ch) => ch.charCodeAt(0));
const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean => prefix.every((b, i) => bytes[at + i] === b);
const text = (bytes: Uint8Array, from: number, length: number): string => String.fromCharCode(...bytes.subarray(from, from + length));

/** AVIF is an ISO-BMFF `ftyp` box naming `avif`/`avis` as its brand or among its compatible brands (HEIC is not). */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || !startsWith(bytes, ascii('ftyp'), 4)) return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  const end = Math.min(boxSize, bytes.length, 256);
  const brands = [text(bytes, 8, 4)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(text(bytes, at, 4));
  return brands.includes('avif') || brands.includes('avis');
}

export function sniffRasterFormat(bytes: Uint8Array): RasterFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (isAvif(bytes)) return 'avif';
  return null;
}

export function sniffIncomingFormat(bytes: Uint8Array): IncomingFormat | null {
  const format = sniffRasterFormat(bytes);
  return format === 'gif' ? null : format;
}
