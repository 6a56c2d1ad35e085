// Which files a page offers for one picture address (docs/product.md#pictures): a picture the venue's
// backend took in at its own rungs, any other raster picture at the rungs the site's image route makes,
// and an SVG as it is (it scales by itself). The browser then picks the best format it can show and the
// narrowest rung that fills the picture's frame on its screen.
import { pictureFile, readPictureAddress } from './picture-address';
import { PICTURE_FORMATS, PICTURE_MEDIA_TYPES, PICTURE_WIDTHS, type PictureFormat, type PictureWidth } from './picture-ladder';
import { PICTURE_ROUTE, readRoutedPictureFile, routedPictureFile } from './picture-route';

export interface PictureCandidate {
  readonly url: string;
  readonly width: PictureWidth;
}

/** One format's rungs, narrowest first. */
export interface PictureSource {
  readonly format: PictureFormat;
  /** The media type a `<source type>` names. */
  readonly type: string;
  readonly files: readonly PictureCandidate[];
}

export type PictureSources =
  | {
      /** `ladder`: the backend's own files; `routed`: the site's image route makes them from the address. */
      readonly kind: 'ladder' | 'routed';
      /** Best format first, JPEG last (the `<img>`'s own, which every browser shows). */
      readonly sources: readonly PictureSource[];
      /** The `<img src>` for a browser that reads no `srcset`: a middle rung's JPEG. */
      readonly src: string;
      /** The picture's ThumbHash, when its address carries one. */
      readonly placeholder: string | null;
    }
  | { readonly kind: 'plain'; readonly src: string };

/** The widest rung a browser without `srcset` gets: sharp enough on most screens, not a desktop's full width. */
const FALLBACK_WIDTH = 1080;

const pathOf = (address: string): string => address.split(/[?#]/)[0] ?? address;
const isSvg = (address: string): boolean => /\.svg$/i.test(pathOf(address));

/** An address the image route takes: absolute http(s) or a path on the API's origin, within its bounds. */
const isRoutable = (address: string): boolean => readRoutedPictureFile(`${PICTURE_ROUTE}/${PICTURE_WIDTHS[0]}.jpg`, address) !== null;

function withFormats(files: (width: PictureWidth, format: PictureFormat) => string, widths: readonly PictureWidth[]): PictureSource[] {
  return PICTURE_FORMATS.map((format) => ({
    format,
    type: PICTURE_MEDIA_TYPES[format],
    files: widths.map((width) => ({ url: files(width, format), width })),
  }));
}

const fallbackWidth = (widths: readonly PictureWidth[]): PictureWidth =>
  widths.filter((width) => width <= FALLBACK_WIDTH).at(-1) ?? widths[0] ?? PICTURE_WIDTHS[0];

/**
 * The files to offer for `address`, as the API gave it. `onApi` makes a path on the API's host absolute
 * when the API is on another origin: the backend's own files are fetched from there, while the image
 * route is on the site's origin and is given the address as it came.
 */
export function pictureSources(address: string, onApi: (address: string) => string = (same) => same): PictureSources {
  const picture = readPictureAddress(onApi(address));
  if (picture) {
    const sources = withFormats((width, format) => pictureFile(picture, width, format), picture.widths);
    return { kind: 'ladder', sources, src: pictureFile(picture, fallbackWidth(picture.widths), 'jpg'), placeholder: picture.placeholder };
  }
  if (isSvg(address) || !isRoutable(address)) return { kind: 'plain', src: onApi(address) };
  const sources = withFormats((width, format) => routedPictureFile(address, width, format), PICTURE_WIDTHS);
  return { kind: 'routed', sources, src: routedPictureFile(address, fallbackWidth(PICTURE_WIDTHS), 'jpg'), placeholder: null };
}

/** A `srcset` of a format's rungs: `url 320w, url 480w, …`. */
export const srcSetOf = (source: PictureSource): string => source.files.map((file) => `${file.url} ${file.width}w`).join(', ');
