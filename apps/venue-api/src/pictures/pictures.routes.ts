// GET pictures/{hash}/{file}: the rungs and card of a picture the venue took in (docs/backend.md#pictures),
// public because <img> sends no bearer token. Only the ladder's file names under a content hash are
// served: the name never changes what it holds, so a year's immutable caching is safe. The original and
// picture.json are not ladder names and are never served.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { isPictureFileName, PICTURE_HASH } from '@venue/core/pictures/picture-address';
import { PICTURE_MEDIA_TYPES, type PictureFormat } from '@venue/core/pictures/picture-ladder';
import type { ApiContext } from '../http/api-context';
import { answerRefusal, notFound } from '../http/refusal';
import { pictureFolder } from './picture-store';

const mediaTypeOf = (file: string): string => PICTURE_MEDIA_TYPES[file.slice(file.lastIndexOf('.') + 1) as PictureFormat];

export function picturesRoutes(ctx: Pick<ApiContext, 'uploadsDir'>): Hono {
  const routes = new Hono();
  routes.get('/pictures/:hash/:file', async (c) => {
    const { hash, file } = c.req.param();
    const body =
      PICTURE_HASH.test(hash) && isPictureFileName(file)
        ? await readFile(join(pictureFolder(ctx.uploadsDir, hash), file)).catch(() => null)
        : null;
    if (!body) return answerRefusal(c, notFound('This picture'));
    return c.body(new Uint8Array(body), 200, {
      'content-type': mediaTypeOf(file),
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'",
      'x-content-type-options': 'nosniff',
    });
  });
  return routes;
}
