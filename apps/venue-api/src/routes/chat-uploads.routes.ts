// GET media/chat/{name} (public): files and recordings guests sent in the chat, for <img>, <audio> and
// links that cannot send a bearer token. Names are random, so a file is only reachable by whoever got it.
import { Hono } from 'hono';
import type { ApiContext } from '../http/api-context';
import { answerRefusal, notFound } from '../http/refusal';
import { readChatUpload } from '../uploads/chat-uploads';

export function chatUploadsRoutes(ctx: ApiContext): Hono {
  const routes = new Hono();
  routes.get('/media/chat/:name', async (c) => {
    const upload = await readChatUpload(ctx.uploadsDir, c.req.param('name'));
    if (!upload) return answerRefusal(c, notFound('This file'));
    return c.body(new Uint8Array(upload.bytes), 200, {
      'content-type': upload.contentType,
      // A stored name is never reused for other content.
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      // A PDF is downloaded rather than opened on the site's origin.
      ...(upload.contentType === 'application/pdf' ? { 'content-disposition': 'attachment' } : {}),
    });
  });
  return routes;
}
