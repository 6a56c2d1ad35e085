// A guest code's QR code as a PNG (black modules on white, a quiet zone of four), for the invoice PDF and for tests
// that show a camera the code. uqr makes the matrix; the PNG is written here with node:zlib, no image library.
import { deflateSync } from 'node:zlib';
import { encode } from 'uqr';

/** Medium error correction: a code on a cracked or glaring phone screen still reads. */
export const QR_OPTIONS = { ecc: 'M', border: 4 } as const;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 255] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

/** `scale` pixels per module, so a viewer that smooths a scaled image still shows sharp squares. */
export function qrPng(text: string, scale = 4): Uint8Array {
  const { data } = encode(text, QR_OPTIONS);
  const side = data.length * scale;
  // 8-bit greyscale rows, each after its filter byte (0: none).
  const raw = Buffer.alloc((side + 1) * side, 255);
  for (let y = 0; y < side; y++) {
    raw[y * (side + 1)] = 0;
    const row = data[Math.floor(y / scale)] ?? [];
    for (let x = 0; x < side; x++) if (row[Math.floor(x / scale)]) raw[y * (side + 1) + 1 + x] = 0;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // bit depth 8, greyscale, deflate, no filter method, no interlace
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return new Uint8Array(
    Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', new Uint8Array())]),
  );
}
