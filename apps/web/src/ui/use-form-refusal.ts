// How every form answers a refused submit (docs/product.md#form-rules): the "Please complete" alert names the first
// invalid field by the page's label, that field takes the focus, and dismissing the alert brings the focus back to it.
// The rules and the errors stay where they are (core, the page or its machine); this is the one place the alert and
// the focus are handled.
import { useRef, useState } from 'react';
import type { FieldError } from '@venue/core/shared/form-validation';
import type { Result } from '@venue/core/shared/result';
import { firstFieldAlert, type FieldLabelOf } from './field-alert-text';
import { focusField } from './form-bits';

/** `labelOf`: the page's labels of its fields, which the alert names (core's placeholders until a page gives them). */
export function useFormRefusal<F extends string = string>(labelOf?: FieldLabelOf<F>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [alert, setAlert] = useState<string | null>(null);
  // The field the alert is about, focused again when it is dismissed.
  const alertField = useRef<string | null>(null);

  const show = (message: string | null, field: string | null) => {
    setAlert(message);
    alertField.current = field;
  };

  return {
    formRef,
    alert,
    /** After a submit: the first refused field is named and focused; none refused clears the alert. */
    refused: (errors: readonly Pick<FieldError<F>, 'field' | 'placeholder'>[]) => {
      const [first] = errors;
      show(firstFieldAlert(errors, labelOf), first?.field ?? null);
      focusField(formRef.current, first?.field ?? null);
    },
    /** An alert of the page's own about one field (a refused file), shown like the rules' alert. */
    showAlert: (message: string, field: string) => show(message, field),
    /** The alert's OK: it closes and the field it named takes the focus again. */
    dismissAlert: () => {
      setAlert(null);
      focusField(formRef.current, alertField.current);
    },
    /** Closes the alert and leaves the focus where it is. */
    clearAlert: () => show(null, null),
  };
}

/**
 * The refusal of a form whose page judges it (core's validate function on submit) and keeps the errors: a field
 * that is edited loses its error until the next submit; `judged` gives the accepted value, or null after refusing.
 */
export function useJudgedForm<F extends string>(labelOf?: FieldLabelOf<F>) {
  const refusal = useFormRefusal(labelOf);
  const [errors, setErrors] = useState<readonly FieldError<F>[]>([]);
  return {
    ...refusal,
    errors,
    /** The first error of `field`, if it has one. */
    errorFor: (field: F): FieldError<F> | undefined => errors.find((e) => e.field === field),
    edited: (field: F) => setErrors((current) => current.filter((e) => e.field !== field)),
    judged: <T>(result: Result<T, readonly FieldError<F>[]>): T | null => {
      setErrors(result.ok ? [] : result.error);
      if (result.ok) {
        refusal.clearAlert();
        return result.value;
      }
      refusal.refused(result.error);
      return null;
    },
  };
}
