// Who is asking and how, as the guest's browser sees it. Behind a TLS proxy (VENUE_TRUST_PROXY=1)
// the proxy's X-Forwarded-Proto, -Host and -For say it; otherwise they are ignored, since anyone
// can send them (docs/backend.md#behind-a-proxy).
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

const firstOf = (header: string | undefined): string | undefined => header?.split(',')[0]?.trim() || undefined;

export function isHttps(c: Context, trustProxy: boolean): boolean {
  if (trustProxy) {
    const forwarded = firstOf(c.req.header('x-forwarded-proto'));
    if (forwarded !== undefined) return forwarded === 'https';
  }
  // The request's own URL always starts with its scheme: no need to parse it whole.
  return c.req.url.startsWith('https:');
}

/** The origin the guest's browser used: the proxy's public one when trusted. */
export function requestOrigin(c: Context, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  if (!trustProxy) return url.origin;
  const host = firstOf(c.req.header('x-forwarded-host')) ?? url.host;
  return `${isHttps(c, true) ? 'https' : 'http'}://${host}`;
}

/** The client's address: the socket's peer, or the first X-Forwarded-For hop a trusted proxy wrote. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = firstOf(c.req.header('x-forwarded-for'));
    if (forwarded !== undefined) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (server rendering, tests) have no socket.
    return 'local';
  }
}
