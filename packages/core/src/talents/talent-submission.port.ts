import type { TalentSubmission } from './talent-submission.schema';
import type { ApiResult } from '../shared/api-error';

/** What the Talent Submissions page needs from the venue backend. */
export interface TalentSubmissionPort {
  /** POST api/talents/new-talent; the response body is not used. */
  submit(submission: TalentSubmission): ApiResult<void>;
}
