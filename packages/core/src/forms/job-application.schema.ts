// POST apply-job: the Careers page's application. The product brief shows no payload; the contact
// fields use the names of the other payloads (clientName, clientEmail, clientPhoneNumber;
// docs/product.md#careers-contact-and-staff-availability).
import { Schema } from 'effect';
import { NAME_MAX, SHORT_TEXT_MAX } from '../shared/input-limits';
import { EmailAddress, InternationalPhone, RequiredText, TextUpTo } from './request-fields.schema';

export const JobApplication = Schema.Struct({
  clientName: RequiredText(NAME_MAX),
  clientEmail: EmailAddress,
  clientPhoneNumber: InternationalPhone,
  /** The job applied for: "Bartender", "Security", "Host"... */
  position: RequiredText(SHORT_TEXT_MAX),
  /** Experience and availability in the applicant's words; may be empty. */
  message: TextUpTo(5000),
});
export type JobApplication = typeof JobApplication.Type;
