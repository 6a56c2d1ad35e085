// POST api/talents/new-talent: a talent's application. The photos (data URLs) are checked, written
// under the uploads folder and replaced in the stored payload by their media/uploads/ addresses;
// the mailing list checkbox signs the talent up (mailing-list/sign-up.ts) without changing what a listed address told.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { SubmissionReceiptResponse } from '@venue/core/forms/submission-receipt.schema';
import { mailsForFormStored } from '@venue/core/mail/staff-mails';
import { TalentSubmission } from '@venue/core/talents/talent-submission.schema';
import type { ApiContext } from '../http/api-context';
import { clientAddress } from '../http/client-address';
import { readInput } from '../http/read-input';
import { answerRefusal, invalidInput } from '../http/refusal';
import { queueCaused } from '../mail/causes/mail-cause';
import { respond } from '../http/respond';
import { mailHost } from '../mail/mail-settings';
import { requestLanguage } from '../languages/request-language';
import { signUpForMailingList } from '../mailing-list/sign-up';
import { insertSubmission, insertUploadedFiles } from '../store/forms.store';
import { removePictures, uploadUrl, writePictures } from '../uploads/uploaded-pictures';

export function talentSubmissionsRoutes(ctx: ApiContext): Hono {
  const routes = new Hono();
  routes.post('/api/talents/new-talent', async (c) => {
    const input = await readInput(c, TalentSubmission);
    if (!input.ok) return answerRefusal(c, input.error);
    const { payload: talent, attribution } = input.value;
    const pictures = await writePictures(ctx.uploadsDir, talent.photos);
    if (!pictures.ok) return answerRefusal(c, invalidInput(pictures.error.field, `${pictures.error.field}: ${pictures.error.message}`));
    const id = randomUUID();
    const at = ctx.now();
    try {
      await ctx.db.transaction(async (tx) => {
        await insertSubmission(tx, {
          id,
          kind: 'talent-submission',
          payload: { ...talent, photos: pictures.value.map((p) => uploadUrl(p.name)) },
          attribution,
          at,
        });
        await insertUploadedFiles(tx, id, pictures.value, at);
        await queueCaused(tx, ctx, mailsForFormStored('talent-submission', id, ctx.mail.staffEmails));
        if (talent.mailingListSubscribe) {
          const member = { clientName: talent.talentName, clientEmail: talent.talentEmail, clientPhoneNumber: talent.talentPhoneNumber };
          const address = clientAddress(c, ctx.trustProxy);
          const signUp = {
            email: talent.talentEmail,
            payload: member,
            source: 'api/talents/new-talent',
            attribution,
            address,
            at,
          } as const;
          await signUpForMailingList(tx, { ...signUp, replace: false, language: await requestLanguage(c, tx) }, mailHost(ctx.mail));
        }
      });
    } catch (error) {
      await removePictures(ctx.uploadsDir, pictures.value);
      throw error;
    }
    return respond(c, SubmissionReceiptResponse, { data: { _id: id } });
  });
  return routes;
}
