// What the staff page's forms list reads (docs/backend.md#forms-and-uploads): the latest submissions, and an
// applicant's CV, served only here, behind the staff sign-in, as a download.
import { readFile } from 'node:fs/promises';
import type { Context } from 'hono';
import type { Queryable } from '../db/database.port';
import type { ApiContext } from '../http/api-context';
import { findUploadedFile, listStaffAvailability, listSubmissions } from '../store/forms.store';
import { isCvName } from '../uploads/cv-files';
import { uploadPath } from '../uploads/uploaded-pictures';
import { formsPage } from './staff-forms-page';

const LATEST = 50;

export async function staffFormsPage(db: Queryable) {
  return formsPage(
    await listSubmissions(db, 'job-application', LATEST),
    await listSubmissions(db, 'contact-message', LATEST),
    await listStaffAvailability(db, LATEST),
  );
}

export async function staffCv(c: Context, ctx: ApiContext): Promise<Response> {
  const name = c.req.param('name') ?? '';
  const file = isCvName(name) ? await findUploadedFile(ctx.db, name) : undefined;
  const body = file && (await readFile(uploadPath(ctx.uploadsDir, name)).catch(() => undefined));
  if (!file || !body) return c.text('No CV has this name.', 404);
  return c.body(new Uint8Array(body), 200, {
    'content-type': file.contentType,
    'content-disposition': `attachment; filename="${name}"`,
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'",
    'x-content-type-options': 'nosniff',
  });
}
