// A kept page's HTML with its script nonce left as a gap, compressed once: each answer fills the gap
// with its own nonce without gzipping the page again. The gzip is built from pieces: each stretch of
// HTML between nonces is deflated once (ending on a byte boundary, a sync flush), each answer's
// nonce goes in between as a stored (uncompressed) deflate block, and only the checksum is worked
// out per answer, over the bytes from the first nonce on (the page's data and start script, at its
// end). Gzipping the whole page on every answer was most of a cached page's cost.
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface NoncedPage {
  /** The page as text with `nonce` in every gap. */
  html(nonce: string): string;
  /** The page gzipped with `nonce` in every gap. */
  gzip(nonce: string): Uint8Array<ArrayBuffer>;
}

/** A gzip member's header: deflate, no name or time, no extra flags, unknown OS (RFC 1952). */
const GZIP_HEADER = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff);

/** A stored block, not the last, of `length` bytes; the deflate before it ends byte-aligned (RFC 1951, 3.2.4). */
function storedBlockHeader(length: number): Uint8Array {
  return Uint8Array.of(0, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff);
}

/** `html` was rendered with `nonce` in its `nonce="…"` attributes: those become the gaps. */
export function noncedPage(html: string, nonce: string): NoncedPage {
  const attribute = `nonce="${nonce}"`;
  // The text around the gaps, each gap just the nonce's value.
  const texts = html.split(attribute).map((text, i, all) => `${i === 0 ? '' : '"'}${text}${i < all.length - 1 ? 'nonce="' : ''}`);
  const pieces = texts.map((text) => Buffer.from(text, 'utf8'));
  let deflated: Buffer[] | undefined;
  let firstCrc = 0;
  let piecesLength = 0;

  return {
    html: (fresh) => texts.join(fresh),
    gzip(fresh) {
      // Made on the first answer that asks for gzip, at the best compression: once per render.
      deflated ??= pieces.map((piece, i) =>
        deflateRawSync(piece, {
          level: constants.Z_BEST_COMPRESSION,
          finishFlush: i < pieces.length - 1 ? constants.Z_SYNC_FLUSH : constants.Z_FINISH,
        }),
      );
      if (piecesLength === 0) {
        firstCrc = crc32(pieces[0] as Buffer);
        piecesLength = pieces.reduce((sum, piece) => sum + piece.byteLength, 0);
      }
      const value = Buffer.from(fresh, 'utf8');
      // A stored block holds at most 65,535 bytes; a nonce is some twenty.
      if (value.byteLength > 0xffff) throw new Error('A script nonce is longer than a stored block holds.');
      const gaps = pieces.length - 1;
      const size = GZIP_HEADER.byteLength + deflated.reduce((sum, part) => sum + part.byteLength, 0) + gaps * (5 + value.byteLength) + 8;
      const out = new Uint8Array(size);
      out.set(GZIP_HEADER, 0);
      let at = GZIP_HEADER.byteLength;
      let crc = firstCrc;
      const block = storedBlockHeader(value.byteLength);
      deflated.forEach((part, i) => {
        out.set(part, at);
        at += part.byteLength;
        if (i === gaps) return;
        out.set(block, at);
        out.set(value, at + block.byteLength);
        at += block.byteLength + value.byteLength;
        crc = crc32(pieces[i + 1] as Buffer, crc32(value, crc));
      });
      const trailer = new DataView(out.buffer, at, 8);
      trailer.setUint32(0, crc, true);
      trailer.setUint32(4, (piecesLength + gaps * value.byteLength) % 2 ** 32, true);
      return out;
    },
  };
}
