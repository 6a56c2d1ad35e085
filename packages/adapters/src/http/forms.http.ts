// FormsPort over HTTP: the Careers, Contact and StaffAvailability pages.
import type { FormsPort } from '@venue/core/forms/forms.port';
import { StaffAvailabilityResponse } from '@venue/core/forms/staff-availability.schema';
import { SubmissionReceiptResponse } from '@venue/core/forms/submission-receipt.schema';
import { segment } from './content.http';
import { dataOf } from './data-of';
import type { VenueHttpClient } from './venue-http-client';

export function createFormsHttp(client: VenueHttpClient): FormsPort {
  return {
    applyJob: (application) => client.post('apply-job', application, SubmissionReceiptResponse).then(dataOf),
    submitContact: (message) => client.post('submit-contact', message, SubmissionReceiptResponse).then(dataOf),
    updateStaffAvailability: (id, update) =>
      client.put(`staff-availability/${segment(id)}`, update, StaffAvailabilityResponse).then(dataOf),
  };
}
