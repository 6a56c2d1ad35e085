// What a form says under a field it refuses (ours: the product brief gives only the alert,
// docs/product.md#error-messages), one text per reason core's validators give.
import type { FieldError } from '@venue/core/shared/form-validation';

export const fieldErrorText: Readonly<Record<FieldError['reason'], string>> = {
  required: 'This field is required.',
  'too-short': 'Please enter at least 4 characters.',
  'too-long': 'Please shorten this text.',
  'invalid-email': 'Please enter a valid email address.',
  'invalid-phone': 'Please enter a valid phone number.',
  'invalid-url': 'Please enter a valid address.',
  'out-of-range': 'Please choose a day this month has.',
  'not-a-picture': 'Please choose a picture.',
  'too-many-photos': 'Please choose 1 to 10 photos.',
  'too-many-links': 'Please give at most 20 links.',
  'photo-too-large': 'Each photo must be at most 5 MB.',
  'not-a-document': 'Please choose a PDF, DOC or DOCX file.',
  'file-too-large': 'Please choose a file of at most 5 MB.',
  'duplicate-date': 'This date is already listed above.',
};
