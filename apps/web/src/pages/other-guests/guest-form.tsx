// The open place's form: the guest's name, e-mail and phone with core's rules. A refused save focuses the
// first invalid field and shows core's alert; a failed send says why and keeps everything typed.
import { useEffect, useRef, type ComponentType, type FormEvent } from 'react';
import type { AttendeeField } from '@venue/core/orders/attendee-form';
import buttons from '../../ui/button.module.css';
import { fieldErrorText } from '../../ui/field-error-text';
import form from '../../ui/form-field.module.css';
import type { PhoneFieldProps } from '../../ui/phone-field';
import bits from '../../ui/form-bits.module.css';
import { firstFieldAlert } from '../../ui/field-alert-text';
import { FailureNote, FormAlert, focusField, LabeledField, type ControlAria } from '../../ui/form-bits';
import { SubmitButton } from '../../ui/submit-button';
import { OtherGuestsContext } from './other-guests-context';
import styles from './other-guests.module.css';
import { LabeledPhoneField } from '../../ui/labeled-phone-field';
import { guestFailureText } from './guest-failure-text';
import * as m from '~messages/other-guests';

const labels = { name: m.guestName, email: m.guestEmail, phoneNumber: m.guestPhone } satisfies Record<AttendeeField, string>;

function useField(field: AttendeeField) {
  const actor = OtherGuestsContext.useActorRef();
  const value = OtherGuestsContext.useSelector((s) => s.context.form[field]);
  const reason = OtherGuestsContext.useSelector((s) => s.context.fieldErrors.find((e) => e.field === field)?.reason ?? null);
  return {
    value,
    error: reason === null ? null : fieldErrorText[reason],
    onChange: (next: string) => actor.send({ type: 'guest.editField', field, value: next }),
  };
}

function TextInput({
  field,
  type,
  control,
}: {
  readonly field: 'name' | 'email';
  readonly type: 'text' | 'email';
  readonly control: ControlAria;
}) {
  const { value, onChange } = useField(field);
  return (
    <input
      {...control}
      name={field}
      type={type}
      className={form.input}
      autoComplete="off"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export function GuestForm({ PhoneField }: { readonly PhoneField: ComponentType<PhoneFieldProps> }) {
  const actor = OtherGuestsContext.useActorRef();
  const ref = useRef<HTMLFormElement>(null);
  const saving = OtherGuestsContext.useSelector((s) => s.hasTag('busy'));
  const alert = OtherGuestsContext.useSelector((s) =>
    // The save's first invalid field until dismissed, or the next one still wrong once the guest corrected it.
    s.context.firstInvalid === null ? null : firstFieldAlert([...s.context.fieldErrors, s.context.firstInvalid], (field) => labels[field]),
  );
  const failure = OtherGuestsContext.useSelector((s) => (s.context.failure ? guestFailureText(s.context.failure) : null));
  const name = useField('name');
  const email = useField('email');
  const phone = useField('phoneNumber');

  // A place that opens takes the guest's name first; on a page that arrived with it open, a field the guest
  // already went to keeps the focus (docs/decisions.md#flow-pages-that-start-at-the-first-touch).
  useEffect(() => {
    const form = ref.current;
    if (form !== null && !form.contains(document.activeElement)) form.querySelector<HTMLElement>('[name="name"]')?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'guest.save' });
    const snapshot = actor.getSnapshot();
    if (snapshot.matches('editing')) focusField(ref.current, snapshot.context.fieldErrors[0]?.field ?? null);
  };

  return (
    <form ref={ref} className={styles.form} onSubmit={submit} noValidate>
      <LabeledField label={labels.name} error={name.error}>
        {(control) => <TextInput field="name" type="text" control={control} />}
      </LabeledField>
      <LabeledField label={labels.email} error={email.error}>
        {(control) => <TextInput field="email" type="email" control={control} />}
      </LabeledField>
      <LabeledPhoneField
        PhoneField={PhoneField}
        label={labels.phoneNumber}
        name="phoneNumber"
        value={phone.value}
        onChange={phone.onChange}
        error={phone.error}
      />
      <FailureNote text={failure} wide />
      <FormAlert
        alert={alert}
        onDismiss={() => {
          actor.send({ type: 'guest.dismissAlert' });
          ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
        }}
      />
      <div className={`${styles.actions} ${bits.wide}`}>
        <SubmitButton busy={saving} busyText={m.saving}>
          {m.saveGuest}
        </SubmitButton>
        <button type="button" className={buttons.ghost} onClick={() => actor.send({ type: 'guest.cancel' })}>
          {m.cancel}
        </button>
      </div>
    </form>
  );
}
