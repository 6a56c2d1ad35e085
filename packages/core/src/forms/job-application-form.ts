// The Careers page's application form (docs/product.md#careers-contact-and-staff-availability): name, e-mail, phone
// (the phone input), the position, a message and an optional CV, turned into the apply-job payload.
import type { PhonePort } from '../ports/phone.port';
import { isBlank, isValidEmail, type FieldError } from '../shared/form-validation';
import { err, ok, type Result } from '../shared/result';
import { checkCvFile, readCvDataUrl, type PickedFile } from './cv-document';
import type { JobApplication } from './job-application.schema';
import { MESSAGE_MAX } from '../shared/input-limits';

/** What an applicant picks when no open position fits, or when the venue lists none. */
export const GENERAL_APPLICATION = 'General application';
export const JOB_TEXT_MAX_LENGTH = 100;
export const JOB_MESSAGE_MAX_LENGTH = MESSAGE_MAX;

/** A CV the form accepted and read. */
export interface CvFile extends PickedFile {
  readonly dataUrl: string;
}

export interface JobApplicationFormValues {
  readonly clientName: string;
  readonly clientEmail: string;
  readonly clientPhoneNumber: string;
  readonly position: string;
  readonly message: string;
  readonly cv: CvFile | null;
}

export type JobApplicationField = keyof JobApplicationFormValues;

export const emptyJobApplication: JobApplicationFormValues = {
  clientName: '',
  clientEmail: '',
  clientPhoneNumber: '',
  position: '',
  message: '',
  cv: null,
};

/** The labels the applicant sees, used in the "Please complete" alert. */
export const jobApplicationPlaceholders: Readonly<Record<JobApplicationField, string>> = {
  clientName: 'Your Name',
  clientEmail: 'Email',
  clientPhoneNumber: 'Phone Number',
  position: 'Position',
  message: 'Message',
  cv: 'Your CV',
};

/** The positions to choose from: the open ones, then the general application. */
export const positionChoices = (openTitles: readonly string[]): readonly string[] => [...openTitles, GENERAL_APPLICATION];

export function validateJobApplication(
  values: JobApplicationFormValues,
  phone: PhonePort,
): Result<JobApplication, readonly FieldError<JobApplicationField>[]> {
  const errors: FieldError<JobApplicationField>[] = [];
  const fail = (field: JobApplicationField, reason: FieldError['reason']) =>
    errors.push({ field, placeholder: jobApplicationPlaceholders[field], reason });

  if (isBlank(values.clientName)) fail('clientName', 'required');
  else if (values.clientName.trim().length > JOB_TEXT_MAX_LENGTH) fail('clientName', 'out-of-range');
  if (isBlank(values.clientEmail)) fail('clientEmail', 'required');
  else if (!isValidEmail(values.clientEmail) || values.clientEmail.trim().length > 254) fail('clientEmail', 'invalid-email');
  const international = isBlank(values.clientPhoneNumber) ? null : phone.toInternational(values.clientPhoneNumber);
  if (isBlank(values.clientPhoneNumber)) fail('clientPhoneNumber', 'required');
  else if (!phone.isValid(values.clientPhoneNumber) || international === null) fail('clientPhoneNumber', 'invalid-phone');
  if (isBlank(values.position)) fail('position', 'required');
  else if (values.position.trim().length > JOB_TEXT_MAX_LENGTH) fail('position', 'out-of-range');
  if (values.message.trim().length > JOB_MESSAGE_MAX_LENGTH) fail('message', 'out-of-range');
  const cv = values.cv;
  if (cv !== null) {
    const picked = checkCvFile(cv);
    if (!picked.ok) fail('cv', picked.error);
    else if (!readCvDataUrl(cv.dataUrl).ok) fail('cv', 'not-a-document');
  }

  if (errors.length > 0 || international === null) return err(errors);
  return ok({
    clientName: values.clientName.trim(),
    clientEmail: values.clientEmail.trim(),
    clientPhoneNumber: international,
    position: values.position.trim(),
    message: values.message.trim(),
    cv: cv === null ? null : { fileName: cv.name.trim().slice(-200), dataUrl: cv.dataUrl },
  });
}
