import type { RouteQueryPort } from '@venue/core/ports/route-query.port';

/** Every POST adds ref and PID from the current route query when both are present (docs/product.md#routes-and-navigation). */
export function withAttribution(body: unknown, routeQuery: RouteQueryPort): unknown {
  const { ref, PID } = routeQuery.current();
  if (!ref || !PID) return body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  return { ...body, ref, PID };
}

/**
 * The same for a multipart POST (a chat file or recording): ref and PID as two more text fields, on a copy, so a
 * resend of the same message never carries them twice.
 */
export function withFormAttribution(form: FormData, routeQuery: RouteQueryPort): FormData {
  const { ref, PID } = routeQuery.current();
  if (!ref || !PID) return form;
  const copy = new FormData();
  for (const [name, value] of form) if (name !== 'ref' && name !== 'PID') copy.append(name, value);
  copy.append('ref', ref);
  copy.append('PID', PID);
  return copy;
}
