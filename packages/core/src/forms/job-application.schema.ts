// POST apply-job: the Careers page's application. The product brief shows no payload; the contact
// fields use the names of the other payloads (clientName, clientEmail, clientPhoneNumber;
// docs/product.md#careers-contact-and-staff-availability). The CV travels as a data URL, or null.
import { Schema } from 'effect';
import { MESSAGE_MAX, NAME_MAX, SHORT_TEXT_MAX } from '../shared/input-limits';
import { CV_DATA_URL_MAX_LENGTH, CV_FILE_NAME_MAX_LENGTH, readCvDataUrl } from './cv-document';
import { EmailAddress, InternationalPhone, RequiredText, TextUpTo } from './request-fields.schema';

/** A PDF, DOC or DOCX file of at most 5 MB, with the name it had on the applicant's device. */
export const CvUpload = Schema.Struct({
  fileName: RequiredText(CV_FILE_NAME_MAX_LENGTH),
  dataUrl: Schema.String.check(
    Schema.isMaxLength(CV_DATA_URL_MAX_LENGTH),
    Schema.makeFilter((url: string) => {
      const read = readCvDataUrl(url);
      return read.ok || read.error;
    }),
  ),
});
export type CvUpload = typeof CvUpload.Type;

export const JobApplication = Schema.Struct({
  clientName: RequiredText(NAME_MAX),
  clientEmail: EmailAddress,
  clientPhoneNumber: InternationalPhone,
  /** The job applied for: an open position's title, or "General application". */
  position: RequiredText(SHORT_TEXT_MAX),
  /** Experience and availability in the applicant's words; may be empty. */
  message: TextUpTo(MESSAGE_MAX),
  /** Optional: many applicants for bar and floor jobs have none. */
  cv: Schema.NullOr(CvUpload),
});
export type JobApplication = typeof JobApplication.Type;
