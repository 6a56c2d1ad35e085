// MailingListPort over HTTP. The venue API has two paths for the same payload: the site posts to
// new-mailing-list; a venue whose backend only has api/mailingList/add passes that path instead.
import type { MailingListPort } from '@venue/core/mailing-list/mailing-list.port';
import { SubmissionReceiptResponse } from '@venue/core/forms/submission-receipt.schema';
import { done } from './data-of';
import type { VenueHttpClient } from './venue-http-client';

export type MailingListPath = 'new-mailing-list' | 'api/mailingList/add';

export function createMailingListHttp(client: VenueHttpClient, path: MailingListPath = 'new-mailing-list'): MailingListPort {
  return { subscribe: (signup) => client.post(path, signup, SubmissionReceiptResponse).then(done) };
}
