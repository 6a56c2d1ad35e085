// The headers every answer carries (docs/backend.md#security-headers). HTML pages get a
// Content-Security-Policy whose scripts are the site's own files plus inline scripts carrying this
// request's nonce (the server-rendered page's data and start script), so venue HTML that slipped
// past the sanitiser still cannot run script. An answer that set its own policy (the staff page,
// media, campaign pages, chat files) keeps it.
import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { isHttps } from './client-address';

export interface SecurityHeaderOptions {
  /** Believe X-Forwarded-Proto from a TLS proxy in front (VENUE_TRUST_PROXY). */
  readonly trustProxy: boolean;
  /** Origins the browser may call besides the site: the guest IP lookup services. */
  readonly extraConnectOrigins: readonly string[];
  /** The venue API's origin when it is not the site's (VENUE_API_URL): pages call it, show its pictures and frame its pages. */
  readonly apiOrigin?: string | undefined;
}

/** What the site embeds or loads from elsewhere (docs/backend.md#security-headers). */
const stripe = ['https://js.stripe.com'];
const stripeFrames = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const players = ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://w.soundcloud.com', 'https://www.mixcloud.com'];

/** The API's origin and its socket's (ws: or wss:), or nothing when the API is on the site's origin. */
function apiSources(apiOrigin: string | undefined): { readonly http: string[]; readonly socket: string[] } {
  if (apiOrigin === undefined) return { http: [], socket: [] };
  return { http: [apiOrigin], socket: [apiOrigin.replace(/^http/, 'ws')] };
}

export function siteContentSecurityPolicy(nonce: string, extraConnectOrigins: readonly string[] = [], apiOrigin?: string): string {
  const api = apiSources(apiOrigin);
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${stripe.join(' ')}`,
    // React writes style attributes (picture frames' aspect ratio), and pages carry their CSS inline.
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...api.http].join(' '),
    ['media-src', "'self'", 'blob:', ...api.http].join(' '),
    "font-src 'self' data:",
    ['connect-src', "'self'", ...api.http, ...api.socket, 'https://api.stripe.com', ...extraConnectOrigins].join(' '),
    ['frame-src', "'self'", ...api.http, ...stripeFrames, ...players].join(' '),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The microphone for voice notes on the site itself; nothing else that a page never uses. */
export const PERMISSIONS_POLICY = 'microphone=(self), camera=(), geolocation=(), payment=(self "https://js.stripe.com"), usb=()';

const nonces = new WeakMap<Request, string>();

const NONCE_BYTES = 16;
/** Random bytes for 256 nonces, drawn from the system's generator at once rather than one call a page. */
let randomPool = Buffer.alloc(0);
let poolAt = 0;

function freshNonce(): string {
  if (poolAt + NONCE_BYTES > randomPool.byteLength) {
    randomPool = randomBytes(NONCE_BYTES * 256);
    poolAt = 0;
  }
  // Each stretch is used once: no two answers share a nonce.
  const nonce = randomPool.toString('base64', poolAt, poolAt + NONCE_BYTES);
  poolAt += NONCE_BYTES;
  return nonce;
}

/** This request's script nonce, for the renderer to write into the page's inline scripts. */
export function scriptNonceOf(c: Context): string {
  let nonce = nonces.get(c.req.raw);
  if (nonce === undefined) {
    nonce = freshNonce();
    nonces.set(c.req.raw, nonce);
  }
  return nonce;
}

/**
 * Sets a header on the finished response in place: `c.header` after the handler copies the whole
 * response first, which was a sixth of a cached read's cost. A response whose headers cannot change
 * (one passed through from fetch) is copied, as `c.header` would.
 */
function setOnResponse(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  return async (c, next) => {
    await next();
    setOnResponse(c, 'x-content-type-options', 'nosniff');
    setOnResponse(c, 'referrer-policy', 'strict-origin-when-cross-origin');
    if (isHttps(c, options.trustProxy)) setOnResponse(c, 'strict-transport-security', 'max-age=31536000; includeSubDomains');
    const type = c.res.headers.get('content-type') ?? '';
    if (!type.startsWith('text/html')) return;
    // A page that needs more (the door page's camera, door/door.routes.ts) says so itself.
    if (!c.res.headers.has('permissions-policy')) setOnResponse(c, 'permissions-policy', PERMISSIONS_POLICY);
    if (!c.res.headers.has('content-security-policy'))
      setOnResponse(
        c,
        'content-security-policy',
        siteContentSecurityPolicy(scriptNonceOf(c), options.extraConnectOrigins, options.apiOrigin),
      );
  };
}
