// FormsPort over HTTP: the Careers, Contact and StaffAvailability pages. The CV travels inside the
// apply-job JSON as a data URL, as the talent photos do (docs/decisions.md#reads-and-forms-over-http).
import type { FormsPort } from '@venue/core/forms/forms.port';
import { JobPositionsResponse } from '@venue/core/forms/job-position.schema';
import { StaffAvailabilityResponse } from '@venue/core/forms/staff-availability.schema';
import { SubmissionReceiptResponse } from '@venue/core/forms/submission-receipt.schema';
import { segment } from './content.http';
import { dataOf } from './data-of';
import type { VenueHttpClient } from './venue-http-client';

export function createFormsHttp(client: VenueHttpClient): FormsPort {
  return {
    openPositions: () => client.get('job-positions', JobPositionsResponse).then(dataOf),
    applyJob: (application) => client.post('apply-job', application, SubmissionReceiptResponse).then(dataOf),
    submitContact: (message) => client.post('submit-contact', message, SubmissionReceiptResponse).then(dataOf),
    staffAvailability: (id) => client.get(`staff-availability/${segment(id)}`, StaffAvailabilityResponse).then(dataOf),
    updateStaffAvailability: (id, update) =>
      client.put(`staff-availability/${segment(id)}`, update, StaffAvailabilityResponse).then(dataOf),
  };
}
