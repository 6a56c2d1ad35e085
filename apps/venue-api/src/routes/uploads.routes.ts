// GET media/uploads/{name}: files guests uploaded (talent photos), public like media/{name}
// because <img> cannot send a bearer token. Only names a committed row lists are served, with the
// type the bytes were checked to have.
import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import type { ApiContext } from '../http/api-context';
import { answerRefusal, notFound } from '../http/refusal';
import { findUploadedFile } from '../store/forms.store';
import { isUploadName, uploadPath } from '../uploads/uploaded-pictures';

export function uploadsRoutes(ctx: ApiContext): Hono {
  const routes = new Hono();
  routes.get('/media/uploads/:name', async (c) => {
    const name = c.req.param('name');
    const file = isUploadName(name) ? await findUploadedFile(ctx.db, name) : undefined;
    if (!file) return answerRefusal(c, notFound('This file'));
    const body = await readFile(uploadPath(ctx.uploadsDir, name)).catch(() => undefined);
    if (!body) return answerRefusal(c, notFound('This file'));
    return c.body(new Uint8Array(body), 200, {
      'content-type': file.contentType,
      // Names are random and never reused: the file at a name never changes.
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'",
      'x-content-type-options': 'nosniff',
    });
  });
  return routes;
}
