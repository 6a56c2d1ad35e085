// Building blocks shared by every form's validation rules (docs/product.md#form-rules).

/**
 * One invalid field: its form field name, its English label and the reason (a code: the site words it from its
 * `validation` catalog, and names the field by the page's own label in the guest's language, ui/field-alert-text.ts).
 */
export interface FieldError<F extends string = string> {
  readonly field: F;
  readonly placeholder: string;
  readonly reason:
    | 'required'
    | 'too-short'
    | 'too-long'
    | 'invalid-email'
    | 'invalid-phone'
    | 'invalid-url'
    | 'out-of-range'
    | 'not-a-picture'
    | 'too-many-photos'
    | 'too-many-links'
    | 'photo-too-large'
    | 'not-a-document'
    | 'file-too-large'
    | 'duplicate-date';
}

/** Practical e-mail check: one @, a dot in the domain, no spaces. */
export const isValidEmail = (value: string): boolean => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());

/** Longer than the request allows (docs/product.md#constants-and-limits): the form refuses it before sending. */
export const isTooLong = (value: string, max: number): boolean => value.length > max;

export const isBlank = (value: string | null | undefined): boolean => value === null || value === undefined || value.trim() === '';

/** An absolute http(s) address with a host (core has no DOM, so no URL class here). */
export const isHttpUrl = (value: string): boolean => /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d+)?(\/\S*)?$/i.test(value.trim());
