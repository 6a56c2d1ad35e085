// The text fields of the coat check form bound to the claim flow: the machine's value, an event per
// change, core's label, and the reason under a refused field. Autocomplete is off: at a shared kiosk
// the browser must not offer the previous guest's name, number or address.
import { useId, type ReactNode } from 'react';
import type { ClaimTextField } from '@venue/core/coatcheck/claim-form';
import * as m from '~messages/coatcheck';
import * as ui from '~messages/ui';
import { EMAIL_MAX } from '@venue/core/shared/input-limits';
import { fieldErrorText } from '../../ui/field-error-text';
import form from '../../ui/form-field.module.css';
import { LabeledTextField } from '../../ui/labeled-text-field';
import { ClaimFlowContext } from './claim-flow-context';
import { claimLabels } from './claim-words';
import { errorIdOf, FieldErrorLine } from '../../ui/field-error-line';

export interface ClaimControl {
  readonly id: string;
  readonly name: ClaimTextField;
  readonly value: string;
  readonly className: string | undefined;
  readonly 'aria-invalid': boolean;
  readonly 'aria-describedby': string | undefined;
  readonly onChange: (value: string) => void;
}

interface ClaimFieldProps {
  readonly field: ClaimTextField;
  readonly optional?: boolean;
  readonly className?: string | undefined;
  readonly children: (control: ClaimControl) => ReactNode;
}

/** What a refused field says; notes are refused only when too long. */
const reasonText = (field: ClaimTextField, reason: keyof typeof fieldErrorText): string =>
  field === 'notes' ? m.notesTooLong : fieldErrorText[reason];

export function ClaimField({ field, optional = false, className, children }: ClaimFieldProps) {
  const actor = ClaimFlowContext.useActorRef();
  const value = ClaimFlowContext.useSelector((s) => s.context.form[field]);
  const error = ClaimFlowContext.useSelector((s) => s.context.fieldErrors.find((e) => e.field === field) ?? null);
  const id = useId();
  return (
    <div className={`${form.field} ${className ?? ''}`}>
      <label htmlFor={id}>
        {claimLabels[field]} {optional && <span className={form.optional}>{ui.optional}</span>}
      </label>
      {children({
        id,
        name: field,
        value,
        className: form.input,
        'aria-invalid': error !== null,
        'aria-describedby': error ? errorIdOf(id) : undefined,
        onChange: (next) => actor.send({ type: 'guest.editField', field, value: next }),
      })}
      {error && <FieldErrorLine fieldId={id}>{reasonText(field, error.reason)}</FieldErrorLine>}
    </div>
  );
}

/** The optional e-mail, drawn as the site's other e-mail fields are; the claim's mail goes there once paid. */
export function ClaimEmailField() {
  const actor = ClaimFlowContext.useActorRef();
  const value = ClaimFlowContext.useSelector((s) => s.context.form.clientEmail);
  const error = ClaimFlowContext.useSelector((s) => s.context.fieldErrors.find((e) => e.field === 'clientEmail') ?? null);
  return (
    <LabeledTextField
      label={claimLabels.clientEmail}
      name="clientEmail"
      type="email"
      autoComplete="off"
      maxLength={EMAIL_MAX}
      value={value}
      onChange={(next) => actor.send({ type: 'guest.editField', field: 'clientEmail', value: next })}
      error={error === null ? null : fieldErrorText[error.reason]}
      optional
      hint={m.emailHint}
    />
  );
}
