// Pictures made in the test with sharp, so no binary file is committed: photos with orientation tags
// and GPS, a decompression bomb, a truncated JPEG, and files that only pretend to be pictures.
import { crc32, deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

/** A photo of `width` x `height` pixels, left half red, right half blue. */
export const splitPhoto = (width: number, height: number): Sharp =>
  sharp({ create: { width, height, channels: 3, background: '#ff0000' } }).composite([
    { input: { create: { width: width / 2, height, channels: 3, background: '#0000ff' } }, left: width / 2, top: 0 },
  ]);

/** A JPEG of noise: every byte matters, so a cut shows. */
export const noiseJpeg = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 50 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

/** A camera photo tagged with a GPS position, a camera make and an XMP packet. */
export const photoWithGps = (): Promise<Buffer> =>
  splitPhoto(800, 600)
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Copyright: 'Someone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' },
    })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
    .toBuffer();

/** A PNG whose header claims 20,000 x 20,000 pixels (400 megapixels) in a few dozen bytes: a decompression bomb. */
export function bombPng(): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(1024))), chunk('IEND', Buffer.alloc(0))]);
}

/** A JPEG cut in half, as an interrupted upload leaves it. */
export const truncatedJpeg = async (): Promise<Buffer> => {
  const whole = await noiseJpeg(800, 600);
  return whole.subarray(0, Math.floor(whole.length / 2));
};

export const htmlPage = (): Buffer => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

export const svgPicture = (): Buffer =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
  );
