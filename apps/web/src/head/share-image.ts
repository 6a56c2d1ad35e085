// The picture of a link preview (docs/decisions.md#share-cards): the main social networks show no SVG,
// so an SVG the API hands out is shared as the API's 1200x630 PNG of it (GET media/{name}/card.png); a
// picture the backend took in is shared as its own 1200x630 JPEG card (docs/product.md#pictures).
import { readPictureAddress, pictureCard } from '@venue/core/pictures/picture-address';
import { CARD_SIZE } from '@venue/core/pictures/picture-ladder';
import { absoluteMediaUrl } from './page-meta';

export interface ShareImage {
  readonly url: string;
  /** Known for the API's cards; a venue's own raster picture is shared at its own size. */
  readonly width?: number;
  readonly height?: number;
  /** The card's media type, where the site knows it. */
  readonly type?: string;
  readonly alt: string;
}

export const SHARE_CARD = CARD_SIZE;

const isSvg = (address: string): boolean => /\.svg$/i.test(address.split(/[?#]/)[0] ?? '');
const isAbsolute = (address: string): boolean => /^https?:\/\//i.test(address);

/** The picture as a preview can show it, or null when it cannot (an SVG on another host). */
export function shareImage(address: string | null | undefined, alt: string, origin: string): ShareImage | null {
  const picture = address?.trim();
  if (!picture) return null;
  const processed = readPictureAddress(picture);
  if (processed) return { url: absoluteMediaUrl(origin, pictureCard(processed)), ...CARD_SIZE, type: 'image/jpeg', alt };
  // Another raster picture is shared at its own address: a preview's crawler fetches it once, at any size.
  if (!isSvg(picture)) return { url: absoluteMediaUrl(origin, picture), alt };
  if (isAbsolute(picture)) return null;
  return { url: absoluteMediaUrl(origin, `${picture.split(/[?#]/)[0] ?? picture}/card.png`), ...SHARE_CARD, type: 'image/png', alt };
}
