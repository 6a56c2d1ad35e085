// The site's image route (docs/product.md#pictures): a raster picture at an address of the venue's own API
// (or an origin the site allows) is fetched once by the site's server and written at the ladder's rungs,
// so a phone never downloads a venue's 5 MB original. Any width or format off the ladder is not a file.
import { isPictureFormat, isPictureWidth, type PictureFormat, type PictureWidth } from './picture-ladder';

/** Where the site serves its rungs of an outside picture. */
export const PICTURE_ROUTE = '/site-pictures';

export const routedPictureFile = (source: string, width: PictureWidth, format: PictureFormat): string =>
  `${PICTURE_ROUTE}/${width}.${format}?src=${encodeURIComponent(source)}`;

/**
 * A request of the image route read back from its path and its `src` parameter: the rung, the format and the
 * picture's address (absolute, or a path on the venue API's origin), or null.
 */
export function readRoutedPictureFile(
  pathname: string,
  source: string | null,
): { width: PictureWidth; format: PictureFormat; source: string } | null {
  const match = new RegExp(`^${PICTURE_ROUTE}/(\\d{3,4})\\.([a-z]{3,4})$`).exec(pathname);
  if (!match || source === null || !/^(https?:\/\/|\/(?!\/))\S+$/.test(source) || source.length > 2048) return null;
  const [width, format] = [Number(match[1]), match[2] ?? ''];
  return isPictureWidth(width) && isPictureFormat(format) ? { width, format, source } : null;
}
