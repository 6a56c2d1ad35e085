// A page's first answer as a phone's browser gets it (docs/performance.md#first-paint): asked with Chromium's
// Accept-Encoding, its bytes counted as they travel (status line, headers, the compressed body), then read.
// A new connection's first round trip carries about 14.6 kB (ten TCP segments); a page whose first answer
// passes that paints a round trip later (150 ms on Lighthouse's slow 4G).
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** Ten segments of 1,460 bytes: what a new connection's server sends before the first acknowledgement. */
export const FIRST_ROUND_TRIP_BYTES = 14_600;

export interface FirstAnswer {
  readonly status: number;
  /** The answer's bytes on the wire, headers included. */
  readonly bytes: number;
  readonly text: string;
}

const decoded = (body: Buffer, encoding: string | undefined): Buffer =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

export function firstAnswer(url: string): Promise<FirstAnswer> {
  return new Promise((resolve, reject) => {
    const asked = request(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('error', reject);
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        const { rawHeaders } = answer;
        let head = `HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\n`.length + 2;
        for (let i = 0; i < rawHeaders.length; i += 2) head += `${rawHeaders[i]}: ${rawHeaders[i + 1]}\r\n`.length;
        resolve({
          status: answer.statusCode ?? 0,
          bytes: head + body.byteLength,
          text: decoded(body, answer.headers['content-encoding']).toString('utf8'),
        });
      });
    });
    asked.on('error', reject);
    asked.end();
  });
}
