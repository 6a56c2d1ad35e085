// The one ladder of widths and formats every raster picture is written at (docs/product.md#pictures):
// the backend writes them when a picture comes in, the site's image route makes them from a venue's own
// addresses, and the pages offer them in `srcset`. Any other width or format is not a picture address.

/** Widths in CSS pixels times the screens' densities that phones, tablets and desktops ask for. */
export const PICTURE_WIDTHS = [320, 480, 640, 828, 1080, 1280, 1600, 1920] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** Best first: a browser takes the first `<source>` it can show. */
export const PICTURE_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

export const PICTURE_MEDIA_TYPES: Readonly<Record<PictureFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/** The share card's size (`og:image`), a JPEG cut to the 1.91:1 link previews show. */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** What a picture may be when it comes in; refused whole beyond either. */
export const PICTURE_LIMITS = {
  /** Bytes read of one picture: a larger file is refused before it is decoded. */
  maxBytes: 25 * 1024 * 1024,
  /** Pixels decoded (width x height): a decompression bomb is refused from its header. */
  maxPixels: 50_000_000,
} as const;

export const isPictureWidth = (width: number): width is PictureWidth => (PICTURE_WIDTHS as readonly number[]).includes(width);
export const isPictureFormat = (format: string): format is PictureFormat => (PICTURE_FORMATS as readonly string[]).includes(format);

/**
 * The rungs a picture `originalWidth` pixels wide is written at: each no wider than the original, so
 * nothing is enlarged; a picture narrower than the first rung is written once, at its own width, under
 * the first rung's name.
 */
export function ladderWidths(originalWidth: number): PictureWidth[] {
  const fitting = PICTURE_WIDTHS.filter((width) => width <= originalWidth);
  return fitting.length > 0 ? fitting : [PICTURE_WIDTHS[0]];
}

/** The pixels wide a rung is written at: the rung, or the original when it is narrower. */
export const writtenWidth = (rung: PictureWidth, originalWidth: number): number => Math.min(rung, Math.max(1, Math.round(originalWidth)));
