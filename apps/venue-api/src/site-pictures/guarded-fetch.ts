// Reads a picture from an allowed source (docs/backend.md#the-sites-image-route): every hop's origin
// is checked, every outside name is resolved and refused unless all its addresses are public, the
// connection goes to the address checked, at most three redirects are followed, and the whole read
// has a byte and a time limit.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { PICTURE_LIMITS } from '@venue/core/pictures/picture-ladder';
import { originTrust, type OriginTrust, type PictureSources } from './allowed-sources';
import { pinnedGet, type HopAnswer, type VettedAddress } from './pinned-request';
import { isPublicAddress } from './public-address';

/** A name's addresses, as the system resolves them; tests give their own. */
export type ResolveName = (hostname: string) => Promise<readonly VettedAddress[]>;

export const systemResolve: ResolveName = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

/** The venue API read without the network (the embedded backend's own app); only its origin's addresses come here. */
export interface InProcessSource {
  readonly origin: string;
  fetch(request: Request): Promise<Response>;
}

export interface GuardedFetchOptions {
  readonly sources: PictureSources;
  readonly resolve: ResolveName;
  readonly inProcess?: InProcessSource | undefined;
  readonly maxBytes?: number | undefined;
  readonly timeoutMs?: number | undefined;
}

/**
 * The picture's bytes; `refused` when an address is not allowed (not the API's or a listed origin,
 * not public, too many redirects): nothing to send the browser to. `failed` when an allowed source
 * could not be read (down, slow, too large, not 2xx).
 */
export type FetchOutcome =
  | { readonly kind: 'fetched'; readonly bytes: Buffer }
  | { readonly kind: 'refused'; readonly reason: string }
  | { readonly kind: 'failed'; readonly reason: string };

export const MAX_REDIRECTS = 3;
export const FETCH_TIMEOUT_MS = 10_000;

const unbracketed = (hostname: string): string => hostname.replace(/^\[(.*)\]$/, '$1');

/** The address to connect to, or why none may be: a listed origin's name must resolve to public addresses only. */
async function vettedAddress(url: URL, trust: Exclude<OriginTrust, null>, resolve: ResolveName): Promise<VettedAddress | string> {
  const hostname = unbracketed(url.hostname);
  const literal = isIP(hostname);
  const addresses = literal === 0 ? await resolve(hostname) : [{ address: hostname, family: literal === 6 ? 6 : 4 } as const];
  const first = addresses[0];
  if (first === undefined) return `${hostname} has no address`;
  if (trust === 'listed' && !addresses.every(({ address }) => isPublicAddress(address)))
    return `${hostname} resolves to an address that is not public`;
  return first;
}

async function readInProcess(url: URL, inProcess: InProcessSource, maxBytes: number, signal: AbortSignal): Promise<HopAnswer> {
  const response = await inProcess.fetch(new Request(url, { headers: { accept: 'image/*' }, redirect: 'manual', signal }));
  const location = response.headers.get('location');
  if (response.status >= 300 && response.status < 400 && location !== null) return { kind: 'redirect', location };
  if (!response.ok) return { kind: 'failed', reason: `it answered ${response.status}` };
  if (Number(response.headers.get('content-length')) > maxBytes)
    return { kind: 'failed', reason: `the picture is more than ${maxBytes} bytes` };
  const bytes = Buffer.from(await response.arrayBuffer());
  return bytes.byteLength > maxBytes ? { kind: 'failed', reason: `the picture is more than ${maxBytes} bytes` } : { kind: 'body', bytes };
}

async function hop(url: URL, options: GuardedFetchOptions, maxBytes: number, signal: AbortSignal): Promise<HopAnswer | FetchOutcome> {
  const trust = originTrust(url, options.sources);
  if (trust === null) return { kind: 'refused', reason: `${url.origin} is not an allowed origin` };
  if (options.inProcess && url.origin === options.inProcess.origin) return readInProcess(url, options.inProcess, maxBytes, signal);
  const vetted = await vettedAddress(url, trust, options.resolve);
  if (typeof vetted === 'string') return { kind: 'refused', reason: vetted };
  return pinnedGet(url, vetted, { maxBytes, signal });
}

async function follow(first: URL, options: GuardedFetchOptions, signal: AbortSignal): Promise<FetchOutcome> {
  const maxBytes = options.maxBytes ?? PICTURE_LIMITS.maxBytes;
  let url = first;
  for (let redirects = 0; ; redirects += 1) {
    const answer = await hop(url, options, maxBytes, signal);
    if (answer.kind === 'body') return { kind: 'fetched', bytes: answer.bytes };
    if (answer.kind !== 'redirect') return answer;
    if (redirects === MAX_REDIRECTS) return { kind: 'refused', reason: `more than ${MAX_REDIRECTS} redirects` };
    try {
      url = new URL(answer.location, url);
    } catch {
      return { kind: 'refused', reason: 'a redirect to an address that is not one' };
    }
  }
}

/** Reads the picture at `url` within the time limit, whatever its answers. */
export async function guardedFetch(url: URL, options: GuardedFetchOptions): Promise<FetchOutcome> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS);
  // A name lookup takes no signal: the race keeps the limit whatever hangs.
  const timedOut = new Promise<FetchOutcome>((resolve) =>
    signal.addEventListener('abort', () => resolve({ kind: 'failed', reason: 'it took too long' }), { once: true }),
  );
  try {
    return await Promise.race([follow(url, options, signal), timedOut]);
  } catch (error) {
    return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
}
