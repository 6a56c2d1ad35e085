// The contact form (docs/product.md#careers-contact-and-staff-availability): name, e-mail, an optional phone (the phone
// input), an optional subject and the message. Core's form-submission machine judges and sends it (one message for a
// double click); a failed send keeps everything typed; a sent one says so.
import { useMemo, useState, type ComponentType } from 'react';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  emptyContactForm,
  type ContactField,
  type ContactFormValues,
} from '@venue/core/forms/contact-form';
import { contactMessageMachineWith } from '@venue/core/forms/forms-wiring';
import { deferredPhone } from '../../app/deferred-phone';
import { forms } from '../../app/services';
import checkout from '../../ui/checkout.module.css';
import { fieldErrorText } from '../../ui/field-error-text';
import form from '../../ui/form-field.module.css';
import { LabeledField } from '../../ui/form-bits';
import type { PhoneFieldProps } from '../../ui/phone-field';
import { guestFields, PersonFields } from '../../ui/contact-fields';
import { fieldBinding } from '../../ui/field-binding';
import { SentCard } from '../../ui/sent-card';
import { SubmissionCard } from '../../ui/submission-card';
import { useFormSubmission } from '../../ui/use-form-submission';
import styles from './contact.module.css';
import { LabeledTextField } from '../../ui/labeled-text-field';
import * as m from '~messages/contact';
import * as v from '~messages/validation';

const maxLength: Readonly<Record<ContactField, number>> = {
  clientName: CONTACT_NAME_MAX_LENGTH,
  clientEmail: 254,
  clientPhoneNumber: 30,
  subject: CONTACT_SUBJECT_MAX_LENGTH,
  message: CONTACT_MESSAGE_MAX_LENGTH,
};

const labels = {
  clientName: m.nameLabel,
  clientEmail: m.emailLabel,
  clientPhoneNumber: m.phoneLabel,
  subject: m.subjectLabel,
  message: m.messageLabel,
} satisfies Record<ContactField, string>;

export function ContactForm({ PhoneField }: { readonly PhoneField: ComponentType<PhoneFieldProps> }) {
  const logic = useMemo(() => contactMessageMachineWith({ forms, phone: deferredPhone }), []);
  const submission = useFormSubmission(logic, (field) => labels[field as ContactField]);
  const [values, setValues] = useState<ContactFormValues>(emptyContactForm);
  const update = (next: Partial<ContactFormValues>) => setValues((current) => ({ ...current, ...next }));

  const errorOf = (field: ContactField): string | null => {
    const reason = submission.reasonOf(field);
    if (reason === null) return null;
    return reason === 'out-of-range' ? v.keepItUnder(maxLength[field]) : fieldErrorText[reason];
  };

  if (submission.sent) {
    return (
      <SentCard
        id="contact-thanks"
        className={`${checkout.card} ${styles.card}`}
        headingRef={submission.doneRef}
        title={m.thanks}
        againText={m.sendAnother}
        onAgain={() => {
          setValues(emptyContactForm);
          submission.startOver();
        }}
      >
        {m.thanksText(<bdi key="email">{values.clientEmail.trim()}</bdi>)}
      </SentCard>
    );
  }

  return (
    <SubmissionCard
      submission={submission}
      values={values}
      titleId="contact-form-title"
      title={m.writeToUs}
      className={`${checkout.card} ${styles.card}`}
      formClassName={styles.form}
      failureText={m.messageFailed}
      busyText={m.sendingMessage}
      submitText={m.sendMessage}
    >
      <PersonFields
        fields={guestFields}
        {...fieldBinding(values, labels, errorOf, update)}
        PhoneField={PhoneField}
        phoneOptional
        nameMaxLength={maxLength.clientName}
      />
      <LabeledTextField
        label={labels.subject}
        name="subject"
        type="text"
        autoComplete="off"
        maxLength={maxLength.subject}
        value={values.subject}
        onChange={(subject) => update({ subject })}
        error={errorOf('subject')}
        optional
      />
      <LabeledField label={labels.message} error={errorOf('message')}>
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={6}
            className={form.input}
            maxLength={CONTACT_MESSAGE_MAX_LENGTH}
            value={values.message}
            onChange={(e) => update({ message: e.target.value })}
          />
        )}
      </LabeledField>
    </SubmissionCard>
  );
}
