// Every request body is bounded before it is read (docs/backend.md#limits): forms, orders and sign-in
// send small JSON; only the routes that take files get more, each sized for its largest honest upload.
import type { MiddlewareHandler } from 'hono';
import { CV_MAX_BYTES } from '@venue/core/forms/cv-document';
import { TALENT_PHOTO_MAX_BYTES, TALENT_PHOTOS_MAX } from '@venue/core/talents/talent-photo-data-url';
import { staffPictureBodyLimit } from '../staff/staff-pictures-body-limit';
import { MAX_UPLOAD_BYTES } from '../uploads/chat-uploads';
import { nodeRequestOf, readNodeBody } from './node-body';
import { FORM_BODY_LIMIT, limitBody, tooLarge } from './read-input';
import { answerRefusal } from './refusal';

/** Every photo at its largest, as base64 (4/3), plus the text fields. */
export const TALENT_BODY_LIMIT = Math.ceil((TALENT_PHOTOS_MAX * TALENT_PHOTO_MAX_BYTES * 4) / 3) + FORM_BODY_LIMIT;

/** A CV at its largest, as base64 (4/3), plus the text fields. */
export const JOB_APPLICATION_BODY_LIMIT = Math.ceil((CV_MAX_BYTES * 4) / 3) + FORM_BODY_LIMIT;

const API_PREFIX = '/venue-api';

/** The routes that take files, by path under /venue-api; every other body is at most FORM_BODY_LIMIT. */
const uploadRoutes = new Map<string, MiddlewareHandler>([
  ['/apply-job', limitBody(JOB_APPLICATION_BODY_LIMIT, 'The application is larger than a 5 MB CV allows.')],
  ['/api/talents/new-talent', limitBody(TALENT_BODY_LIMIT, 'The photos are larger than 10 pictures of 5 MB.')],
  // The chat's file or voice note plus room for the text fields; the file itself is checked again when saved.
  ['/api/onlineGuest/newMessage', limitBody(MAX_UPLOAD_BYTES + FORM_BODY_LIMIT, 'The file is larger than 10 MB.')],
  // A staff picture of up to 25 MB; refused past it on a staff page rather than as JSON.
  ['/staff/pictures/upload', staffPictureBodyLimit],
]);
const formLimit = limitBody(FORM_BODY_LIMIT);

/** A JSON form under Node: read here, within the limit, into Hono's body cache (node-body.ts). */
const jsonFormLimit: MiddlewareHandler = async (c, next) => {
  const incoming = nodeRequestOf(c);
  const type = c.req.header('content-type') ?? '';
  if (incoming === undefined || !/^application\/json\b/i.test(type)) return formLimit(c, next);
  const text = await readNodeBody(incoming, FORM_BODY_LIMIT);
  if (text === 'too-large') return answerRefusal(c, tooLarge(FORM_BODY_LIMIT));
  // Hono keeps each read as a promise (its types say the value): `c.req.text()` and `.json()` resolve this one.
  (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve(text);
  return next();
};

/** Methods that carry no body here: asking for one would build a whole web Request for every read. */
const bodiless = new Set(['GET', 'HEAD', 'OPTIONS']);

export const bodyLimits: MiddlewareHandler = (c, next) => {
  if (bodiless.has(c.req.method)) return next();
  const path = c.req.path.startsWith(API_PREFIX) ? c.req.path.slice(API_PREFIX.length) : c.req.path;
  return (uploadRoutes.get(path) ?? jsonFormLimit)(c, next);
};
