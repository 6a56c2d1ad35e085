import type { MailingListSignup } from './mailing-list.schema';
import type { ApiResult } from '../shared/api-error';

/** What the rewards signup popup needs from the venue backend. */
export interface MailingListPort {
  /** POST new-mailing-list (or api/mailingList/add) with the signup; the response body is not used. */
  subscribe(signup: MailingListSignup): ApiResult<void>;
}
