// Reads the QR code in a PNG as a phone camera would: resvg (a decoder apart from the writer, qr-png.ts) paints the
// PNG to pixels, and @paulmillr/qr, the door's own decoder, reads them.
import { Resvg } from '@resvg/resvg-js';
import decodeQR from '@paulmillr/qr/decode.js';
import { qrPng } from '../guest-codes/qr-png';

export function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const signature = [137, 80, 78, 71, 13, 10, 26, 10];
  if (!signature.every((b, i) => png[i] === b)) throw new Error('not a PNG');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

export function readQrPng(png: Uint8Array): string {
  const { width, height } = pngSize(png);
  const href = `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image href="${href}" width="${width}" height="${height}"/></svg>`;
  const pixels = new Resvg(svg, { background: '#ffffff' }).render().pixels;
  return decodeQR({ width, height, data: new Uint8Array(pixels) });
}

/**
 * Whether the PNG is the QR code of `text`: read back by the door's decoder, or, for the few codes that decoder
 * cannot read (about one in a few hundred: "invalid version pattern", "invalid errors number"; noted in
 * docs/decisions.md#mail-templates), exactly the picture the venue draws for that text.
 */
export function isQrOf(png: Uint8Array, text: string): boolean {
  try {
    return readQrPng(png) === text;
  } catch {
    return Buffer.from(png).equals(Buffer.from(qrPng(text)));
  }
}
