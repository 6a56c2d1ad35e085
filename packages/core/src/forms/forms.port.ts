import type { ApiResult } from '../shared/api-error';
import type { ContactMessage } from './contact-message.schema';
import type { JobApplication } from './job-application.schema';
import type { JobPosition } from './job-position.schema';
import type { StaffAvailability, StaffAvailabilityUpdate } from './staff-availability.schema';
import type { SubmissionReceipt } from './submission-receipt.schema';

/** The Careers, Contact and StaffAvailability pages' calls (docs/product.md#careers-contact-and-staff-availability). */
export interface FormsPort {
  /** GET job-positions: the open positions, in the venue's order; empty when it has none. */
  openPositions(): ApiResult<readonly JobPosition[]>;
  /** POST apply-job. */
  applyJob(application: JobApplication): ApiResult<SubmissionReceipt>;
  /** POST submit-contact. */
  submitContact(message: ContactMessage): ApiResult<SubmissionReceipt>;
  /** GET staff-availability/{id}: what was last sent through the link; 404 when nothing was. */
  staffAvailability(id: string): ApiResult<StaffAvailability>;
  /** PUT staff-availability/{id} with the availability as the body. */
  updateStaffAvailability(id: string, update: StaffAvailabilityUpdate): ApiResult<StaffAvailability>;
}
