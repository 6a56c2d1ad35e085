// POST apply-job, POST submit-contact and PUT staff-availability/{id} (docs/product.md#careers-contact-and-staff-availability).
// A staff link's id is minted by the venue's back office, which this backend does not have: any
// well-formed id is accepted and keeps the latest availability sent through it.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { ContactMessage } from '@venue/core/forms/contact-message.schema';
import { JobApplication } from '@venue/core/forms/job-application.schema';
import { isStaffLinkId, StaffAvailabilityResponse, StaffAvailabilityUpdate } from '@venue/core/forms/staff-availability.schema';
import { SubmissionReceiptResponse } from '@venue/core/forms/submission-receipt.schema';
import type { ApiContext } from '../http/api-context';
import { readInput } from '../http/read-input';
import { answerRefusal, invalidInput } from '../http/refusal';
import { respond } from '../http/respond';
import { insertSubmission, upsertStaffAvailability } from '../store/forms.store';

export function formsRoutes(ctx: ApiContext): Hono {
  const routes = new Hono();
  routes.post('/apply-job', async (c) => {
    const input = await readInput(c, JobApplication);
    if (!input.ok) return answerRefusal(c, input.error);
    const id = randomUUID();
    await ctx.db.transaction((tx) =>
      insertSubmission(tx, {
        id,
        kind: 'job-application',
        payload: input.value.payload,
        attribution: input.value.attribution,
        at: ctx.now(),
      }),
    );
    return respond(c, SubmissionReceiptResponse, { data: { _id: id } });
  });

  routes.post('/submit-contact', async (c) => {
    const input = await readInput(c, ContactMessage);
    if (!input.ok) return answerRefusal(c, input.error);
    const id = randomUUID();
    await ctx.db.transaction((tx) =>
      insertSubmission(tx, {
        id,
        kind: 'contact-message',
        payload: input.value.payload,
        attribution: input.value.attribution,
        at: ctx.now(),
      }),
    );
    return respond(c, SubmissionReceiptResponse, { data: { _id: id } });
  });

  routes.put('/staff-availability/:id', async (c) => {
    const linkId = c.req.param('id');
    if (!isStaffLinkId(linkId)) return answerRefusal(c, invalidInput('id', 'id: Expected letters, digits, - or _ (at most 64)'));
    const input = await readInput(c, StaffAvailabilityUpdate);
    if (!input.ok) return answerRefusal(c, input.error);
    const update = input.value.payload;
    const saved = await ctx.db.transaction((tx) =>
      upsertStaffAvailability(tx, {
        linkId,
        staffName: update.staffName,
        availability: update.availability,
        notes: update.notes,
        at: ctx.now(),
      }),
    );
    return respond(c, StaffAvailabilityResponse, {
      data: { id: saved.link_id, ...update, updatedAt: saved.updated_at.toISOString() },
    });
  });
  return routes;
}
