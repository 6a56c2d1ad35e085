// TalentSubmissionPort over HTTP: the payload as JSON, photos inside it as data URLs
// (docs/decisions.md), so ref and PID are merged like on every POST.
import { SubmissionReceiptResponse } from '@venue/core/forms/submission-receipt.schema';
import type { TalentSubmissionPort } from '@venue/core/talents/talent-submission.port';
import { done } from './data-of';
import type { VenueHttpClient } from './venue-http-client';

export function createTalentSubmissionHttp(client: VenueHttpClient): TalentSubmissionPort {
  return { submit: (submission) => client.post('api/talents/new-talent', submission, SubmissionReceiptResponse).then(done) };
}
