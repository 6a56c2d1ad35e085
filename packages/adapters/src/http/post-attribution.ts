import type { RouteQueryPort } from '@venue/core/ports/route-query.port';

/** Every POST adds ref and PID from the current route query when both are present (docs/product.md#routes-and-navigation). */
export function withAttribution(body: unknown, routeQuery: RouteQueryPort): unknown {
  const { ref, PID } = routeQuery.current();
  if (!ref || !PID) return body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  return { ...body, ref, PID };
}
