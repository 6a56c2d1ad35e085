// The Instagram input (docs/product.md#form-rules): a leading @ appears on focus and goes away on blur when nothing else was typed.

/** On focus: the value with a leading @ ("" becomes "@"). */
export const instagramOnFocus = (value: string): string => (value.startsWith('@') ? value : `@${value}`);

/** On blur: "" when only the @ (and spaces) is there, else the value unchanged. */
export const instagramOnBlur = (value: string): string => (value.trim() === '@' ? '' : value);

/** The handle as sent in a payload (IGname): trimmed, and "" for a lone @. */
export const instagramValue = (value: string): string => instagramOnBlur(value).trim();
