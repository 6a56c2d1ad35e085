// What a form says under a field it refuses (ours: the product brief gives only the alert,
// docs/product.md#error-messages), one text per reason core's validators give.
import type { FieldError } from '@venue/core/shared/form-validation';
import * as m from '~messages/validation';

export const fieldErrorText = {
  required: m.required,
  'too-short': m.tooShort,
  'too-long': m.tooLong,
  'invalid-email': m.invalidEmail,
  'invalid-phone': m.invalidPhone,
  'invalid-url': m.invalidUrl,
  'out-of-range': m.outOfRange,
  'not-a-picture': m.notAPicture,
  'too-many-photos': m.tooManyPhotos,
  'too-many-links': m.tooManyLinks,
  'photo-too-large': m.photoTooLarge,
  'not-a-document': m.notADocument,
  'file-too-large': m.fileTooLarge,
  'duplicate-date': m.duplicateDate,
} as const satisfies Readonly<Record<FieldError['reason'], string>>;
