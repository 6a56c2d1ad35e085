// One field of the checkout form, bound to the machine: its value is the machine's, each change an
// event; its label is the brief's placeholder (checkout-labels.ts), and a refused field says why under it.
import { useId, type ReactNode } from 'react';
import type { BottleCheckoutTextField } from '@venue/core/bottles/bottle-checkout-form';
import { instagramOnBlur, instagramOnFocus } from '@venue/core/forms/instagram-field';
import { fieldAria, LabelledField } from '../../ui/labelled-field';
import { SelectOptions } from '../../ui/select-options';
import { BottleCheckoutContext } from './bottle-checkout-context';
import { checkoutLabels } from './checkout-labels';
import form from '../../ui/form-field.module.css';
import styles from './checkout.module.css';

export interface ControlProps {
  readonly id: string;
  readonly name: BottleCheckoutTextField;
  readonly value: string;
  readonly placeholder: string;
  readonly className: string | undefined;
  readonly 'aria-invalid': boolean;
  readonly 'aria-describedby': string | undefined;
  readonly onChange: (value: string) => void;
}

interface FieldProps {
  readonly field: BottleCheckoutTextField;
  readonly optional?: boolean;
  readonly wide?: boolean;
  readonly children: (control: ControlProps) => ReactNode;
  readonly after?: ReactNode;
}

export function Field({ field, optional = false, wide = false, children, after }: FieldProps) {
  const actor = BottleCheckoutContext.useActorRef();
  const value = BottleCheckoutContext.useSelector((s) => s.context.form[field]);
  const error = BottleCheckoutContext.useSelector((s) => s.context.fieldErrors.find((e) => e.field === field) ?? null);
  const id = useId();
  const placeholder = checkoutLabels[field];
  return (
    <LabelledField id={id} label={placeholder} optional={optional} error={error} className={wide ? styles.wide : undefined} after={after}>
      {children({
        id,
        name: field,
        value,
        placeholder,
        className: form.input,
        ...fieldAria(id, error),
        onChange: (next) => actor.send({ type: 'guest.editField', field, value: next }),
      })}
    </LabelledField>
  );
}

export function TextField({
  field,
  type = 'text',
  autoComplete,
  optional,
}: {
  readonly field: BottleCheckoutTextField;
  readonly type?: 'text' | 'email';
  readonly autoComplete?: string;
  readonly optional?: boolean;
}) {
  return (
    <Field field={field} optional={optional ?? false}>
      {({ onChange, ...control }) => (
        <input {...control} type={type} autoComplete={autoComplete} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}

export function SelectField({ field, choices }: { readonly field: BottleCheckoutTextField; readonly choices: readonly string[] }) {
  return (
    <Field field={field}>
      {({ onChange, placeholder, ...control }) => (
        <select {...control} onChange={(e) => onChange(e.target.value)}>
          <SelectOptions placeholder={placeholder} choices={choices} />
        </select>
      )}
    </Field>
  );
}

/** A choice list whose values are codes: each option shows its words, the value sent stays the code. */
export function LabelledSelectField<C extends string>({
  field,
  labels,
}: {
  readonly field: BottleCheckoutTextField;
  readonly labels: Readonly<Record<C, string>>;
}) {
  return (
    <Field field={field}>
      {({ onChange, placeholder, ...control }) => (
        <select {...control} onChange={(e) => onChange(e.target.value)}>
          <option value="">{placeholder}</option>
          {(Object.entries(labels) as [C, string][]).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** An Instagram name: a leading @ on focus that goes again on blur when nothing else was typed (docs/product.md#form-rules). */
export function InstagramInput({ control }: { readonly control: ControlProps }) {
  const { onChange, ...props } = control;
  const change = (next: string) => next !== control.value && onChange(next);
  return (
    <input
      {...props}
      autoComplete="off"
      onChange={(e) => onChange(e.target.value)}
      onFocus={() => change(instagramOnFocus(control.value))}
      onBlur={() => change(instagramOnBlur(control.value))}
    />
  );
}
