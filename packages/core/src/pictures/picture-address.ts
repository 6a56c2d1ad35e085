// How a picture's address names its ladder (docs/product.md#pictures). A picture the venue's backend
// took in is served at `{base}/pictures/{hash}/{width}.{format}`; the address the API gives is its
// widest JPEG, with its placeholder (a ThumbHash) after `#`, so a page can offer every rung and draw
// the placeholder from the one address, and the fragment never reaches a server or a cache key.
import { isPictureWidth, ladderWidths, PICTURE_WIDTHS, type PictureFormat, type PictureWidth } from './picture-ladder';

/** A picture's content hash: 32 hex digits (128 bits of SHA-256) of the bytes that came in. */
export const PICTURE_HASH = /^[0-9a-f]{32}$/;

/** A processed picture as its address describes it. */
export interface LadderPicture {
  /** Everything before `/pictures/`: `/venue-api` or `https://api.venue.example/venue-api`. */
  readonly base: string;
  readonly hash: string;
  /** The rungs written, narrowest first. */
  readonly widths: readonly PictureWidth[];
  /** ThumbHash in base64url, or null when the address carries none. */
  readonly placeholder: string | null;
}

const ADDRESS = /^(.*)\/pictures\/([0-9a-f]{32})\/(\d{3,4})\.jpg(?:#th=([A-Za-z0-9_-]{8,64}))?$/;

/** The address the API gives for a picture it took in: its widest JPEG, the placeholder after `#`. */
export function pictureAddress(base: string, hash: string, originalWidth: number, placeholder: string | null): string {
  const widest = ladderWidths(originalWidth).at(-1)!;
  return `${base}/pictures/${hash}/${widest}.jpg${placeholder ? `#th=${placeholder}` : ''}`;
}

/** The picture an address names, or null for any other address (an SVG, an outside photo). */
export function readPictureAddress(address: string): LadderPicture | null {
  const match = ADDRESS.exec(address);
  if (!match) return null;
  const [, base = '', hash = '', widest = '', placeholder] = match;
  const width = Number(widest);
  if (!isPictureWidth(width)) return null;
  return { base, hash, widths: PICTURE_WIDTHS.filter((rung) => rung <= width), placeholder: placeholder ?? null };
}

/** One rung of a picture in one format. */
export const pictureFile = (picture: LadderPicture, width: PictureWidth, format: PictureFormat): string =>
  `${picture.base}/pictures/${picture.hash}/${width}.${format}`;

/** The picture cut to a link preview's 1200 x 630 (`og:image`). */
export const pictureCard = (picture: LadderPicture): string => `${picture.base}/pictures/${picture.hash}/card.jpg`;

/** A file name the backend serves under a picture's folder: a rung in a format, or the card. */
export function isPictureFileName(name: string): boolean {
  if (name === 'card.jpg') return true;
  const match = /^(\d{3,4})\.(avif|webp|jpg)$/.exec(name);
  return match !== null && isPictureWidth(Number(match[1]));
}
