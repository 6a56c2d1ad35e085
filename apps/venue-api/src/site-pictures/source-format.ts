// What a fetched picture is, by its first bytes alone (docs/backend.md#the-sites-image-route): the
// raster formats the backend takes in (pictures/picture-format.ts) plus GIF, which sharp reads too;
// SVG, which is never rasterized and passes through as it is; anything else (HTML) is no picture.
import { sniffRasterFormat, type RasterFormat } from '../pictures/picture-format';

export type SourceFormat = RasterFormat | 'svg';

/** How far into a file its SVG root may start: a declaration, comments and a doctype come first. */
const SVG_PROLOGUE_BYTES = 4096;

/**
 * `<svg` first, or an XML declaration then only comments, a doctype without an inner subset (no
 * entities) and white space before `<svg`: an HTML page or an XML file of another kind is not an SVG.
 */
function isSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, SVG_PROLOGUE_BYTES))
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const prologue = /^\s*(<\?xml\s[^>]*\?>\s*)?((<!--(?:(?!-->)[\s\S])*-->|<!DOCTYPE\s+svg[^[>]*>)\s*)*<svg[\s>]/;
  return prologue.test(head);
}

export function sniffSourceFormat(bytes: Uint8Array): SourceFormat | null {
  return sniffRasterFormat(bytes) ?? (isSvg(bytes) ? 'svg' : null);
}
