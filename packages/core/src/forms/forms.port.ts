import type { ApiResult } from '../shared/api-error';
import type { ContactMessage } from './contact-message.schema';
import type { JobApplication } from './job-application.schema';
import type { StaffAvailability, StaffAvailabilityUpdate } from './staff-availability.schema';
import type { SubmissionReceipt } from './submission-receipt.schema';

/** The Careers, Contact and StaffAvailability pages' calls (docs/product.md#careers-contact-and-staff-availability). */
export interface FormsPort {
  /** POST apply-job. */
  applyJob(application: JobApplication): ApiResult<SubmissionReceipt>;
  /** POST submit-contact. */
  submitContact(message: ContactMessage): ApiResult<SubmissionReceipt>;
  /** PUT staff-availability/{id} with the availability as the body. */
  updateStaffAvailability(id: string, update: StaffAvailabilityUpdate): ApiResult<StaffAvailability>;
}
