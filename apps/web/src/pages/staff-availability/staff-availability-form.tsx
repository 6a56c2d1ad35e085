// The availability form (docs/product.md#careers-contact-and-staff-availability): the staff member's name, the nights
// (a row each: date, from, to; rows added and removed by core's rules) and notes. Core's form-submission machine judges
// and sends it (one save for a double click); a failed save keeps everything typed; a saved one lists what was kept.
import { useMemo, useState } from 'react';
import { staffAvailabilityMachineWith } from '@venue/core/forms/forms-wiring';
import {
  emptyStaffAvailability,
  staffAvailabilityFormOf,
  staffAvailabilityPlaceholders as labels,
  STAFF_NAME_MAX_LENGTH,
  STAFF_NOTES_MAX_LENGTH,
  type StaffAvailabilityFormValues,
} from '@venue/core/forms/staff-availability-form';
import type { StaffAvailability } from '@venue/core/forms/staff-availability.schema';
import { forms } from '../../app/services';
import buttons from '../../ui/button.module.css';
import checkout from '../../ui/checkout.module.css';
import { fieldErrorText } from '../../ui/field-error-text';
import form from '../../ui/form-field.module.css';
import { LabeledField } from '../../ui/form-bits';
import { SubmissionCard } from '../../ui/submission-card';
import { useFormSubmission } from '../../ui/use-form-submission';
import { NightRows } from './night-rows';
import styles from './staff-availability.module.css';

interface StaffAvailabilityFormProps {
  readonly linkId: string;
  /** What was sent through the link before, or null. */
  readonly saved: StaffAvailability | null;
}

export function StaffAvailabilityForm({ linkId, saved }: StaffAvailabilityFormProps) {
  const logic = useMemo(() => staffAvailabilityMachineWith({ forms, linkId }), [linkId]);
  const submission = useFormSubmission(logic);
  const [values, setValues] = useState<StaffAvailabilityFormValues>(() =>
    saved ? staffAvailabilityFormOf(saved) : emptyStaffAvailability,
  );
  const update = (next: Partial<StaffAvailabilityFormValues>) => setValues((current) => ({ ...current, ...next }));
  const stored = submission.answer as StaffAvailability | null;

  const errorOf = (field: string): string | null => {
    const reason = submission.reasonOf(field);
    if (reason === null) return null;
    if (reason !== 'out-of-range') return fieldErrorText[reason];
    if (field === 'staffName') return `Please keep it under ${STAFF_NAME_MAX_LENGTH} characters.`;
    if (field === 'notes') return `Please keep it under ${STAFF_NOTES_MAX_LENGTH} characters.`;
    if (field === 'nights') return 'Please list at most 62 nights.';
    return field.endsWith('.date') ? 'Please enter a real date.' : 'Please choose an end time other than the start time.';
  };

  if (submission.sent && stored !== null) {
    return (
      <section className={`${checkout.card} ${styles.card}`} aria-labelledby="availability-saved">
        <h2 id="availability-saved" ref={submission.doneRef} tabIndex={-1}>
          Your availability is saved
        </h2>
        <p>
          Thank you, {stored.staffName}. We have {stored.availability.length} {stored.availability.length === 1 ? 'night' : 'nights'}:
        </p>
        <ul className={styles.savedList}>
          {stored.availability.map((night) => (
            <li key={night.date}>
              {night.date}, {night.timeFrom} to {night.timeTo}
            </li>
          ))}
        </ul>
        <button type="button" className={buttons.ghost} onClick={submission.startOver}>
          Change my availability
        </button>
      </section>
    );
  }

  return (
    <SubmissionCard
      submission={submission}
      values={values}
      titleId="availability-form-title"
      title={saved ? 'Change your availability' : 'Your nights'}
      className={`${checkout.card} ${styles.card}`}
      formClassName={styles.form}
      note={saved && <p className={styles.note}>This is what you sent last; change it and save again.</p>}
      failureText="Your availability could not be saved. Please try again; what you typed is kept."
      busyText="Saving your availability…"
      submitText="Save availability"
    >
      <LabeledField label={labels.staffName} error={errorOf('staffName')}>
        {(control) => (
          <input
            {...control}
            name="staffName"
            autoComplete="name"
            className={form.input}
            maxLength={STAFF_NAME_MAX_LENGTH}
            value={values.staffName}
            onChange={(e) => update({ staffName: e.target.value })}
          />
        )}
      </LabeledField>
      <NightRows nights={values.nights} listError={errorOf('nights')} errorOf={errorOf} onChange={(nights) => update({ nights })} />
      <LabeledField label={labels.notes} error={errorOf('notes')} optional>
        {(control) => (
          <textarea
            {...control}
            name="notes"
            rows={4}
            className={form.input}
            maxLength={STAFF_NOTES_MAX_LENGTH}
            value={values.notes}
            onChange={(e) => update({ notes: e.target.value })}
          />
        )}
      </LabeledField>
    </SubmissionCard>
  );
}
