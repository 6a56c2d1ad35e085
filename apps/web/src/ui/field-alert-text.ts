// The alert that names the first field a submit refused (docs/product.md#form-rules): core gives the refused fields,
// the page gives the label the guest reads, the catalog the sentence.
import type { FieldError } from '@venue/core/shared/form-validation';
import * as m from '~messages/validation';

/** A page's label of each of its fields, in the guest's language. */
export type FieldLabelOf<F extends string = string> = (field: F) => string | undefined;

/**
 * The alert for the first of `errors`, or null when none was refused. The field is named by `labelOf`, else by core's
 * placeholder (English) for a page that gives no labels yet.
 */
export function firstFieldAlert<F extends string>(
  errors: readonly Pick<FieldError<F>, 'field' | 'placeholder'>[],
  labelOf?: FieldLabelOf<F>,
): string | null {
  const [first] = errors;
  return first === undefined ? null : m.completeField(labelOf?.(first.field) ?? first.placeholder);
}
