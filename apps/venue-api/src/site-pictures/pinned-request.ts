// One GET of a picture, connected to the address that was checked (docs/backend.md#the-sites-image-route):
// the socket's name lookup answers with that address, so a name that resolves elsewhere a moment later
// (DNS rebinding) cannot move the connection; the Host header and TLS server name stay the address's own.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';

export interface VettedAddress {
  readonly address: string;
  readonly family: 4 | 6;
}

/** What one hop answered: a redirect to follow, the picture's bytes, or why there is nothing. */
export type HopAnswer =
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'body'; readonly bytes: Buffer }
  | { readonly kind: 'failed'; readonly reason: string };

/** The only headers sent: nothing of the guest's request (cookie, authorization) ever leaves with it. */
export const PICTURE_REQUEST_HEADERS = {
  accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif,image/svg+xml;q=0.8',
  'user-agent': 'venue-site-pictures/1',
} as const;

const pinnedLookup =
  (vetted: VettedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: vetted.address, family: vetted.family }]);
    else callback(null, vetted.address, vetted.family);
  };

function readLimited(response: IncomingMessage, maxBytes: number): Promise<HopAnswer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    return Promise.resolve({ kind: 'failed', reason: `the picture is ${declared} bytes, more than ${maxBytes}` });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let read = 0;
    response.on('data', (chunk: Buffer) => {
      read += chunk.byteLength;
      if (read > maxBytes) {
        response.destroy();
        resolve({ kind: 'failed', reason: `the picture is more than ${maxBytes} bytes` });
        return;
      }
      chunks.push(chunk);
    });
    response.once('end', () => resolve({ kind: 'body', bytes: Buffer.concat(chunks) }));
    response.once('error', (error) => resolve({ kind: 'failed', reason: error.message }));
    response.once('close', () => resolve({ kind: 'failed', reason: 'the connection closed early' }));
  });
}

/** GETs `url` from `vetted`, reading at most `maxBytes`, until `signal` aborts. */
export function pinnedGet(url: URL, vetted: VettedAddress, options: { maxBytes: number; signal: AbortSignal }): Promise<HopAnswer> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const request = send(
      {
        protocol: url.protocol,
        // Unbracketed, as a name lookup and TLS take it; Node brackets an IPv6 Host header itself.
        hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: PICTURE_REQUEST_HEADERS,
        lookup: pinnedLookup(vetted),
        // A fresh connection each time: a pooled one may have been made to another address.
        agent: false,
        signal: options.signal,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location !== undefined) {
          response.destroy();
          resolve({ kind: 'redirect', location });
        } else if (status < 200 || status >= 300) {
          response.destroy();
          resolve({ kind: 'failed', reason: `it answered ${status}` });
        } else {
          void readLimited(response, options.maxBytes).then(resolve);
        }
      },
    );
    request.once('error', (error) => resolve({ kind: 'failed', reason: error.message }));
    request.end();
  });
}
