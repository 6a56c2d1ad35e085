// GET job-positions, POST apply-job, POST submit-contact, GET and PUT staff-availability/{id}
// (docs/product.md#careers-contact-and-staff-availability). An application's CV is checked (type, size, first bytes)
// before it is written, and written before the row that names it; a refused CV stores nothing. A staff link's id is
// minted by the venue's back office, which this backend does not have: any well-formed id is accepted and keeps the
// latest availability sent through it.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { Hono, type Context } from 'hono';
import { ContactMessage } from '@venue/core/forms/contact-message.schema';
import { JobApplication } from '@venue/core/forms/job-application.schema';
import { JobPosition, JobPositionsResponse } from '@venue/core/forms/job-position.schema';
import { isStaffLinkId, StaffAvailabilityResponse, StaffAvailabilityUpdate } from '@venue/core/forms/staff-availability.schema';
import { SubmissionReceiptResponse } from '@venue/core/forms/submission-receipt.schema';
import { mailsForAvailabilityUpdate, mailsForFormStored } from '@venue/core/mail/staff-mails';
import type { ApiContext } from '../http/api-context';
import { readInput } from '../http/read-input';
import { answerRefusal, invalidInput, notFound } from '../http/refusal';
import { queueCaused } from '../mail/causes/mail-cause';
import { respond } from '../http/respond';
import { listItems } from '../store/content.store';
import { findStaffAvailability, insertSubmission, insertUploadedFiles, upsertStaffAvailability } from '../store/forms.store';
import { writeCv, type StoredCv } from '../uploads/cv-files';
import { uploadPath } from '../uploads/uploaded-pictures';
import { staffCvPath } from '../staff/staff-forms-page';

const badLinkId = (c: Context) => answerRefusal(c, invalidInput('id', 'id: Expected letters, digits, - or _ (at most 64)'));

export function formsRoutes(ctx: ApiContext): Hono {
  const routes = new Hono();
  routes.get('/job-positions', async (c) =>
    respond(c, JobPositionsResponse, { data: await listItems(ctx.db, 'job-position', JobPosition) }),
  );

  routes.post('/apply-job', async (c) => {
    const input = await readInput(c, JobApplication);
    if (!input.ok) return answerRefusal(c, input.error);
    const { payload: application, attribution } = input.value;
    let cv: StoredCv | null = null;
    if (application.cv !== null) {
      const written = await writeCv(ctx.uploadsDir, application.cv.dataUrl);
      if (!written.ok) return answerRefusal(c, invalidInput('cv.dataUrl', `cv.dataUrl: ${written.error}`));
      cv = written.value;
    }
    const id = randomUUID();
    const at = ctx.now();
    // The stored payload names the file by its staff address instead of carrying megabytes of base64.
    const storedCv = cv &&
      application.cv && {
        fileName: application.cv.fileName,
        url: staffCvPath(cv.name),
        contentType: cv.contentType,
        byteLength: cv.byteLength,
      };
    try {
      await ctx.db.transaction(async (tx) => {
        await insertSubmission(tx, { id, kind: 'job-application', payload: { ...application, cv: storedCv }, attribution, at });
        if (cv) await insertUploadedFiles(tx, id, [cv], at);
        await queueCaused(tx, ctx, mailsForFormStored('job-application', id, ctx.mail.staffEmails));
      });
    } catch (error) {
      if (cv) await rm(uploadPath(ctx.uploadsDir, cv.name), { force: true });
      throw error;
    }
    return respond(c, SubmissionReceiptResponse, { data: { _id: id } });
  });

  routes.post('/submit-contact', async (c) => {
    const input = await readInput(c, ContactMessage);
    if (!input.ok) return answerRefusal(c, input.error);
    const id = randomUUID();
    await ctx.db.transaction(async (tx) => {
      const message = {
        id,
        kind: 'contact-message',
        payload: input.value.payload,
        attribution: input.value.attribution,
        at: ctx.now(),
      } as const;
      await insertSubmission(tx, message);
      await queueCaused(tx, ctx, mailsForFormStored('contact-message', id, ctx.mail.staffEmails));
    });
    return respond(c, SubmissionReceiptResponse, { data: { _id: id } });
  });

  routes.get('/staff-availability/:id', async (c) => {
    const linkId = c.req.param('id');
    if (!isStaffLinkId(linkId)) return badLinkId(c);
    const saved = await findStaffAvailability(ctx.db, linkId);
    if (!saved) return answerRefusal(c, notFound('Availability sent through this link'));
    return respond(c, StaffAvailabilityResponse, {
      data: {
        id: saved.link_id,
        staffName: saved.staff_name,
        availability: saved.availability as StaffAvailabilityUpdate['availability'],
        notes: saved.notes,
        updatedAt: saved.updated_at.toISOString(),
      },
    });
  });

  routes.put('/staff-availability/:id', async (c) => {
    const linkId = c.req.param('id');
    if (!isStaffLinkId(linkId)) return badLinkId(c);
    const input = await readInput(c, StaffAvailabilityUpdate);
    if (!input.ok) return answerRefusal(c, input.error);
    const update = input.value.payload;
    const saved = await ctx.db.transaction(async (tx) => {
      const row = { linkId, staffName: update.staffName, availability: update.availability, notes: update.notes, at: ctx.now() };
      const stored = await upsertStaffAvailability(tx, row);
      // Each update is told: its time makes it a new mail.
      await queueCaused(tx, ctx, mailsForAvailabilityUpdate(stored.link_id, stored.updated_at, ctx.mail.staffEmails));
      return stored;
    });
    return respond(c, StaffAvailabilityResponse, {
      data: { id: saved.link_id, ...update, updatedAt: saved.updated_at.toISOString() },
    });
  });
  return routes;
}
