// The Careers, Contact and StaffAvailability forms' machines (docs/product.md#careers-contact-and-staff-availability):
// the one form-submission machine, given each form's rules and its call of the forms port.
import type { PhonePort } from '../ports/phone.port';
import type { ContactFormValues } from './contact-form';
import { validateContactMessage } from './contact-form';
import type { ContactMessage } from './contact-message.schema';
import { formSubmissionWith } from './form-submission-wiring';
import type { FormsPort } from './forms.port';
import { validateJobApplication, type JobApplicationFormValues } from './job-application-form';
import type { JobApplication } from './job-application.schema';
import { validateStaffAvailability, type StaffAvailabilityFormValues } from './staff-availability-form';
import type { StaffAvailability, StaffAvailabilityUpdate } from './staff-availability.schema';
import type { SubmissionReceipt } from './submission-receipt.schema';

export interface FormsDependencies {
  readonly forms: FormsPort;
  readonly phone: PhonePort;
}

export const jobApplicationMachineWith = ({ forms, phone }: FormsDependencies) =>
  formSubmissionWith<JobApplicationFormValues, JobApplication, SubmissionReceipt>({
    validate: (values) => validateJobApplication(values, phone),
    send: (application) => forms.applyJob(application),
  });

export const contactMessageMachineWith = ({ forms, phone }: FormsDependencies) =>
  formSubmissionWith<ContactFormValues, ContactMessage, SubmissionReceipt>({
    validate: (values) => validateContactMessage(values, phone),
    send: (message) => forms.submitContact(message),
  });

/** `linkId` is the page's {id}, already checked with isStaffLinkId. */
export const staffAvailabilityMachineWith = ({ forms, linkId }: { readonly forms: FormsPort; readonly linkId: string }) =>
  formSubmissionWith<StaffAvailabilityFormValues, StaffAvailabilityUpdate, StaffAvailability>({
    validate: validateStaffAvailability,
    send: (update) => forms.updateStaffAvailability(linkId, update),
  });
