// A picture's placeholder: its ThumbHash (about 25 bytes, kept beside the picture) drawn as a PNG a few
// pixels wide, which the browser's scaling blurs into the picture's colours while the picture loads. A
// data address in an <img>, so the page's CSP needs no inline style for it.
import { rgbaToDataURL, rgbaToThumbHash, thumbHashToRGBA } from 'thumbhash';

/** The placeholder's longer side in pixels: enough for the colours, a few hundred bytes of HTML. */
const PLACEHOLDER_SIDE = 8;

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Base64url without padding, by hand: core runs where neither Buffer nor btoa is sure to be. */
function toBase64Url(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) text += BASE64URL[(n >> (18 - 6 * k)) & 63];
  }
  return text;
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of text) {
    value = (value << 6) | BASE64URL.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >> bits) & 255);
    }
  }
  return Uint8Array.from(bytes);
}

/** The ThumbHash of an RGBA picture at most 100 pixels on a side (sharp makes that one), in base64url. */
export const thumbHashOf = (width: number, height: number, rgba: Uint8Array): string => toBase64Url(rgbaToThumbHash(width, height, rgba));

/** Averages `rgba` (w x h) down to at most `side` pixels on its longer side. */
function shrink(w: number, h: number, rgba: ArrayLike<number>, side: number): { w: number; h: number; rgba: Uint8Array } {
  const scale = Math.max(1, Math.max(w, h) / side);
  const [sw, sh] = [Math.max(1, Math.round(w / scale)), Math.max(1, Math.round(h / scale))];
  const out = new Uint8Array(sw * sh * 4);
  for (let y = 0; y < sh; y++)
    for (let x = 0; x < sw; x++) {
      const [x0, x1] = [Math.floor((x * w) / sw), Math.max(Math.floor((x * w) / sw) + 1, Math.floor(((x + 1) * w) / sw))];
      const [y0, y1] = [Math.floor((y * h) / sh), Math.max(Math.floor((y * h) / sh) + 1, Math.floor(((y + 1) * h) / sh))];
      const sum = [0, 0, 0, 0];
      for (let yy = y0; yy < y1; yy++) for (let xx = x0; xx < x1; xx++) for (let c = 0; c < 4; c++) sum[c]! += rgba[(yy * w + xx) * 4 + c]!;
      const count = (x1 - x0) * (y1 - y0);
      for (let c = 0; c < 4; c++) out[(y * sw + x) * 4 + c] = Math.round(sum[c]! / count);
    }
  return { w: sw, h: sh, rgba: out };
}

/** The placeholder as a `data:image/png` address, or null when the hash cannot be read. */
export function placeholderDataUrl(thumbHash: string): string | null {
  const bytes = fromBase64Url(thumbHash);
  if (!bytes || bytes.length < 5) return null;
  try {
    const full = thumbHashToRGBA(bytes);
    const small = shrink(full.w, full.h, full.rgba, PLACEHOLDER_SIDE);
    return rgbaToDataURL(small.w, small.h, small.rgba);
  } catch {
    return null;
  }
}
