// The new-conversation form (docs/product.md#support-chat): name, email and phone by core's rules; on a refused submit
// the alert names the first invalid field and the focus goes there; a spinner while the conversation starts,
// and what was typed stays if it fails.
import { useId, useState, type FormEvent } from 'react';
import type { NewConversationField, NewConversationForm as FormValues } from '@venue/core/chat/new-conversation-form';
import buttons from '../ui/button.module.css';
import fields from '../ui/form-field.module.css';
import { FormAlert } from '../ui/form-bits';
import { useFormRefusal } from '../ui/use-form-refusal';
import { fieldAria, LabelledField } from '../ui/labelled-field';
import { SubmitButton } from '../ui/submit-button';
import { useLazyPhoneField } from '../ui/use-lazy-phone-field';
import { ChatContext } from './chat-context';
import styles from './chat-widget.module.css';
import * as m from '~messages/chat';

const empty: FormValues = { name: '', email: '', phone: '' };
const labels = { name: m.nameLabel, email: m.emailLabel, phone: m.phoneLabel } satisfies Record<NewConversationField, string>;

export function NewConversationForm() {
  const actor = ChatContext.useActorRef();
  const busy = ChatContext.useSelector((s) => s.hasTag('busy'));
  const fieldErrors = ChatContext.useSelector((s) => s.context.form.fieldErrors);
  const { PhoneField, failed } = useLazyPhoneField();
  const [values, setValues] = useState<FormValues>(empty);
  const { formRef: form, alert, refused, clearAlert } = useFormRefusal<NewConversationField>((field) => labels[field]);
  const base = useId();
  const errorOf = (field: NewConversationField) => fieldErrors.find((e) => e.field === field) ?? null;
  const set = (field: NewConversationField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || PhoneField === null) return;
    actor.send({ type: 'guest.submitConversation', form: values });
    refused(actor.getSnapshot().context.form.fieldErrors);
  };

  if (failed) return <p className={styles.body}>{m.formCouldNotLoad}</p>;
  if (PhoneField === null)
    return (
      <p className={styles.body} role="status">
        {m.loadingForm}
      </p>
    );
  return (
    <form ref={form} className={`${styles.body} ${styles.form}`} onSubmit={submit} noValidate aria-label={m.startConversation}>
      <p>{m.formIntro}</p>
      <FormAlert alert={alert} onDismiss={clearAlert} />
      <LabelledField id={`${base}-name`} label={labels.name} error={errorOf('name')}>
        <input
          id={`${base}-name`}
          name="name"
          className={fields.input}
          autoComplete="name"
          maxLength={200}
          value={values.name}
          onChange={(e) => set('name')(e.target.value)}
          {...fieldAria(`${base}-name`, errorOf('name'))}
        />
      </LabelledField>
      <LabelledField id={`${base}-email`} label={labels.email} error={errorOf('email')}>
        <input
          id={`${base}-email`}
          name="email"
          className={fields.input}
          type="email"
          autoComplete="email"
          maxLength={254}
          value={values.email}
          onChange={(e) => set('email')(e.target.value)}
          {...fieldAria(`${base}-email`, errorOf('email'))}
        />
      </LabelledField>
      <LabelledField id={`${base}-phone`} label={labels.phone} error={errorOf('phone')}>
        <PhoneField
          id={`${base}-phone`}
          name="phone"
          placeholder={labels.phone}
          value={values.phone}
          onChange={set('phone')}
          invalid={errorOf('phone') !== null}
          describedBy={errorOf('phone') ? `${base}-phone-error` : undefined}
        />
      </LabelledField>
      <div className={styles.actions}>
        <SubmitButton busy={busy} busyText={m.startingConversation}>
          {m.startChat}
        </SubmitButton>
        <button type="button" className={`${buttons.button} ${styles.secondary}`} onClick={() => actor.send({ type: 'guest.backToIntro' })}>
          {m.back}
        </button>
      </div>
    </form>
  );
}
