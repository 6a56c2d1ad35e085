// Why a field was refused (core's FieldError reasons and CV refusals, shared/form-validation.ts) and the alert that
// names the first refused field (docs/product.md#form-rules).
export const required = 'This field is required.';
export const tooShort = 'Please enter at least 4 characters.';
export const tooLong = 'Please shorten this text.';
export const invalidEmail = 'Please enter a valid email address.';
export const invalidPhone = 'Please enter a valid phone number.';
export const invalidUrl = 'Please enter a valid address.';
export const outOfRange = 'Please choose a day this month has.';
export const notAPicture = 'Please choose a picture.';
export const tooManyPhotos = 'Please choose 1 to 10 photos.';
export const tooManyLinks = 'Please give at most 20 links.';
export const photoTooLarge = 'Each photo must be at most 5 MB.';
export const notADocument = 'Please choose a PDF, DOC or DOCX file.';
export const fileTooLarge = 'Please choose a file of at most 5 MB.';
export const duplicateDate = 'This date is already listed above.';
/** The alert for the first refused field, named by its label. */
export const completeField = (label: string): string => `Please complete "${label}" field.`;
export const cvNotADocument = 'Your CV must be a PDF, DOC or DOCX file.';
export const cvTooLarge = 'Your CV must be at most 5 MB.';
/** Under a text longer than its form takes, naming the limit. */
export const keepItUnder = (max: number): string => `Please keep it under ${max} characters.`;
