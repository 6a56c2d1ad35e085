// The base of the forms' file fields (a CV on careers, photos on talent submissions): a labelled picker with its
// hint, a live line saying what is chosen, a Remove button once something is, and the field's refusal. What a pick
// means (core's rule, reading the file) is the page's: it gets the change event.
import { useId, type ChangeEvent, type ReactNode } from 'react';
import * as m from '~messages/ui';
import buttons from './button.module.css';
import formBits from './form-bits.module.css';
import form from './form-field.module.css';
import styles from './file-field.module.css';
import { errorIdOf, FieldErrorLine } from './field-error-line';

interface FileFieldProps {
  readonly label: string;
  readonly optional?: boolean;
  readonly name: string;
  readonly accept: string;
  readonly multiple?: boolean;
  readonly hint: ReactNode;
  /** What the live line says: the chosen file(s), or that none is. */
  readonly chosen: string;
  /** The Remove button's text, or null while nothing is chosen (no button). */
  readonly removeText: string | null;
  readonly onRemove: () => void;
  readonly error: string | null;
  readonly onPick: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The page's own look of the picker, the hint and the live line. */
  readonly classes?: { readonly input?: string | undefined; readonly hint?: string | undefined; readonly chosen?: string | undefined };
}

export function FileField({
  label,
  optional = false,
  name,
  accept,
  multiple = false,
  hint,
  chosen,
  removeText,
  onRemove,
  error,
  onPick,
  classes = {},
}: FileFieldProps) {
  const id = useId();
  const described = [`${id}-hint`, `${id}-chosen`, error ? errorIdOf(id) : null].filter(Boolean).join(' ');
  return (
    <div className={`${form.field} ${formBits.wide}`}>
      <label htmlFor={id}>
        {label}
        {optional && (
          <>
            {' '}
            <span className={form.optional}>{m.optional}</span>
          </>
        )}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        multiple={multiple}
        accept={accept}
        className={classes.input ? `${styles.file} ${classes.input}` : styles.file}
        aria-invalid={error !== null}
        aria-describedby={described}
        onChange={onPick}
      />
      <p id={`${id}-hint`} className={classes.hint ?? formBits.hint}>
        {hint}
      </p>
      <div className={styles.row}>
        <p id={`${id}-chosen`} aria-live="polite" className={classes.chosen}>
          {chosen}
        </p>
        {removeText !== null && (
          <button type="button" className={buttons.ghost} onClick={onRemove}>
            {removeText}
          </button>
        )}
      </div>
      {error && <FieldErrorLine fieldId={id}>{error}</FieldErrorLine>}
    </div>
  );
}
