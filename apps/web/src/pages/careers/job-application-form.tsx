// The application form (docs/product.md#careers-contact-and-staff-availability): name, e-mail, phone (the phone input),
// position, message and an optional CV. Core's form-submission machine judges and sends it (one application for a
// double click); a failed send keeps everything typed; a sent one says thank you.
import { useMemo, useState, type ComponentType } from 'react';
import { jobApplicationMachineWith } from '@venue/core/forms/forms-wiring';
import {
  emptyJobApplication,
  GENERAL_APPLICATION,
  JOB_MESSAGE_MAX_LENGTH,
  JOB_TEXT_MAX_LENGTH,
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
import { guestFields, PersonFields } from '../../ui/contact-fields';
import { fieldBinding } from '../../ui/field-binding';
import { SentCard } from '../../ui/sent-card';
import { SubmissionCard } from '../../ui/submission-card';
import { useFormSubmission } from '../../ui/use-form-submission';
import styles from './careers.module.css';
import { CvField } from './cv-field';
import * as m from '~messages/careers';
import * as v from '~messages/validation';
import { useVenueWords } from '../../ui/venue-language';

const labels = {
  clientName: m.nameLabel,
  clientEmail: m.emailLabel,
  clientPhoneNumber: m.phoneLabel,
  position: m.positionLabel,
  message: m.messageLabel,
  cv: m.cvLabel,
} satisfies Record<JobApplicationField, string>;

// The general application is sent as core's value and shown in the guest's language.
const positionText = (position: string): string => (position === GENERAL_APPLICATION ? m.generalApplication : position);

interface JobApplicationFormProps {
  readonly PhoneField: ComponentType<PhoneFieldProps>;
  /** The open positions' titles; the general application is always offered after them. */
  readonly positions: readonly string[];
}

export function JobApplicationForm({ PhoneField, positions }: JobApplicationFormProps) {
  const logic = useMemo(() => jobApplicationMachineWith({ forms, phone: deferredPhone }), []);
  const submission = useFormSubmission(logic, (field) => labels[field as JobApplicationField]);
  const [values, setValues] = useState<JobApplicationFormValues>(emptyJobApplication);
  const venueWords = useVenueWords();
  const [refusedCv, setRefusedCv] = useState<string | null>(null);
  const update = (next: Partial<JobApplicationFormValues>) => setValues((current) => ({ ...current, ...next }));

  const errorOf = (field: JobApplicationField): string | null => {
    if (field === 'cv' && refusedCv !== null) return refusedCv;
    const reason = submission.reasonOf(field);
    if (reason === null) return null;
    if (reason !== 'out-of-range') return fieldErrorText[reason];
    return v.keepItUnder(field === 'message' ? JOB_MESSAGE_MAX_LENGTH : JOB_TEXT_MAX_LENGTH);
  };

  if (submission.sent) {
    return (
      <SentCard
        id="job-thanks"
        className={`${checkout.card} ${styles.card}`}
        headingRef={submission.doneRef}
        title={m.thanks}
        againText={m.sendAnother}
        onAgain={() => {
          setValues(emptyJobApplication);
          submission.startOver();
        }}
      >
        {m.thanksText(positionText(values.position), <bdi key="email">{values.clientEmail.trim()}</bdi>)}
      </SentCard>
    );
  }

  return (
    <SubmissionCard
      submission={submission}
      values={values}
      titleId="job-form-title"
      title={m.apply}
      className={`${checkout.card} ${styles.card}`}
      formClassName={styles.form}
      failureText={m.applicationFailed}
      busyText={m.sendingApplication}
      submitText={m.sendApplication}
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
            <option value="">{m.choosePosition}</option>
            {positionChoices(positions).map((position) => (
              <option key={position} value={position} {...(position === GENERAL_APPLICATION ? {} : venueWords)}>
                {positionText(position)}
              </option>
            ))}
          </select>
        )}
      </LabeledField>
      <LabeledField label={labels.message} error={errorOf('message')} optional hint={m.messageHint}>
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
