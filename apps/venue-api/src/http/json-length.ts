// Gives JSON answers their Content-Length. The compress middleware judges size only by that header, so
// without it every small answer (an order's id, an error) was gzipped through a stream, and the
// server then wrote its headers and body apart; with it, those go out whole in one write.
import type { MiddlewareHandler } from 'hono';

export const jsonLength: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (res.headers.has('content-length') || res.headers.has('content-encoding') || !res.body) return;
  if (!(res.headers.get('content-type') ?? '').startsWith('application/json')) return;
  const body = new Uint8Array(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  headers.set('content-length', String(body.byteLength));
  c.res = undefined;
  c.res = new Response(body, { status: res.status, headers });
};
