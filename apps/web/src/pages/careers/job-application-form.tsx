// The application form (docs/product.md#careers-contact-and-staff-availability): name, e-mail, phone (the phone input),
// position, message and an optional CV. Core's form-submission machine judges and sends it (one application for a
// double click); a failed send keeps everything typed; a sent one says thank you.
import { useMemo, useState, type ComponentType } from 'react';
import { jobApplicationMachineWith } from '@venue/core/forms/forms-wiring';
import {
  emptyJobApplication,
  JOB_MESSAGE_MAX_LENGTH,
  JOB_TEXT_MAX_LENGTH,
  jobApplicationPlaceholders as labels,
  positionChoices,
  type JobApplicationField,
  type JobApplicationFormValues,
} from '@venue/core/forms/job-application-form';
import { deferredPhone } from '../../app/deferred-phone';
import { forms } from '../../app/services';
import checkout from '../../ui/checkout.module.css';
import { fieldErrorText } from '../../ui/field-error-text';
import form from '../../ui/form-field.module.css';
import { LabeledField } from '../../ui/form-bits';
import type { PhoneFieldProps } from '../../ui/phone-field';
import { SelectOptions } from '../../ui/select-options';
import { guestFields, PersonFields } from '../../ui/contact-fields';
import { fieldBinding } from '../../ui/field-binding';
import { SentCard } from '../../ui/sent-card';
import { SubmissionCard } from '../../ui/submission-card';
import { useFormSubmission } from '../../ui/use-form-submission';
import styles from './careers.module.css';
import { CvField } from './cv-field';

interface JobApplicationFormProps {
  readonly PhoneField: ComponentType<PhoneFieldProps>;
  /** The open positions' titles; the general application is always offered after them. */
  readonly positions: readonly string[];
}

export function JobApplicationForm({ PhoneField, positions }: JobApplicationFormProps) {
  const logic = useMemo(() => jobApplicationMachineWith({ forms, phone: deferredPhone }), []);
  const submission = useFormSubmission(logic);
  const [values, setValues] = useState<JobApplicationFormValues>(emptyJobApplication);
  const [refusedCv, setRefusedCv] = useState<string | null>(null);
  const update = (next: Partial<JobApplicationFormValues>) => setValues((current) => ({ ...current, ...next }));

  const errorOf = (field: JobApplicationField): string | null => {
    if (field === 'cv' && refusedCv !== null) return refusedCv;
    const reason = submission.reasonOf(field);
    if (reason === null) return null;
    if (reason !== 'out-of-range') return fieldErrorText[reason];
    return `Please keep it under ${field === 'message' ? JOB_MESSAGE_MAX_LENGTH : JOB_TEXT_MAX_LENGTH} characters.`;
  };

  if (submission.sent) {
    return (
      <SentCard
        id="job-thanks"
        className={`${checkout.card} ${styles.card}`}
        headingRef={submission.doneRef}
        title="Thank you for applying"
        againText="Send another application"
        onAgain={() => {
          setValues(emptyJobApplication);
          submission.startOver();
        }}
      >
        We have your application for {values.position}. We will reply to {values.clientEmail.trim()}.
      </SentCard>
    );
  }

  return (
    <SubmissionCard
      submission={submission}
      values={values}
      titleId="job-form-title"
      title="Apply"
      className={`${checkout.card} ${styles.card}`}
      formClassName={styles.form}
      failureText="Your application could not be sent. Please try again; what you typed is kept."
      busyText="Sending your application…"
      submitText="Send application"
    >
      <PersonFields
        fields={guestFields}
        {...fieldBinding(values, labels, errorOf, update)}
        PhoneField={PhoneField}
        nameMaxLength={JOB_TEXT_MAX_LENGTH}
      />
      <LabeledField label={labels.position} error={errorOf('position')}>
        {(control) => (
          <select
            {...control}
            name="position"
            className={form.input}
            value={values.position}
            onChange={(e) => update({ position: e.target.value })}
          >
            <SelectOptions placeholder="Choose a position" choices={positionChoices(positions)} />
          </select>
        )}
      </LabeledField>
      <LabeledField label={labels.message} error={errorOf('message')} optional hint="Your experience, and the nights you can work.">
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={5}
            className={form.input}
            maxLength={JOB_MESSAGE_MAX_LENGTH}
            value={values.message}
            onChange={(e) => update({ message: e.target.value })}
          />
        )}
      </LabeledField>
      <CvField
        label={labels.cv}
        cv={values.cv}
        error={errorOf('cv')}
        onChange={(cv) => {
          setRefusedCv(null);
          update({ cv });
        }}
        onRefused={(message) => {
          setRefusedCv(message);
          submission.showAlert(message, 'cv');
        }}
      />
    </SubmissionCard>
  );
}
