// The one staff route that takes a file of up to 25 MB (docs/backend.md#limits): its body may hold the
// picture at its largest plus the form's fields; a larger one is refused before it is read, on a staff page.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PICTURE_LIMITS } from '@venue/core/pictures/picture-ladder';
import { tooLargePage } from './staff-pictures-page';

/** Room for the multipart framing, the form token, the ids and the alt text around the picture. */
const FORM_FIELDS_BYTES = 64 * 1024;

export const STAFF_PICTURE_BODY_LIMIT = PICTURE_LIMITS.maxBytes + FORM_FIELDS_BYTES;

export const staffPictureBodyLimit: MiddlewareHandler = bodyLimit({
  maxSize: STAFF_PICTURE_BODY_LIMIT,
  onError: (c) =>
    c.html(tooLargePage(), 413, {
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    }),
});
