// The rewards signup popup (docs/product.md#mailing-list-popup): form, then "Thank you", then close; all
// state in the core machine. Loaded only when the guest opens it (the phone input is heavy).
import { useId, useRef, useState, type FormEvent } from 'react';
import { birthDayChoices, birthMonthChoices } from '@venue/core/forms/birth-date-field';
import { instagramOnBlur, instagramOnFocus } from '@venue/core/forms/instagram-field';
import type { MailingListField, MailingListFormValues } from '@venue/core/mailing-list/mailing-list-form';
import buttons from '../../ui/button.module.css';
import { firstFieldAlert } from '../../ui/field-alert-text';
import { fieldErrorText } from '../../ui/field-error-text';
import { ModalDialog } from '../../ui/modal-dialog';
// The shared phone field (its flags served by the site, its rules handed to the machines on load).
import { PhoneField } from '../../ui/phone-field';
import { MailingListContext } from './mailing-list-context';
import styles from './mailing-list-popup.module.css';
import * as m from '~messages/home';
import * as parts from '~messages/home-parts';
import * as mailingList from '~messages/mailing-list';

/** Each field as its label names it; the alert quotes it. */
const fieldLabels = {
  clientName: m.name,
  clientEmail: m.email,
  clientPhoneNumber: m.phoneNumber,
  birthMonth: m.birthMonth,
  birthDay: m.birthDay,
  IGname: m.instagramId,
} satisfies Record<MailingListField, string>;

const empty: MailingListFormValues = { clientName: '', clientEmail: '', clientPhoneNumber: '', birthMonth: '', birthDay: '', IGname: '' };

export default function MailingListPopup() {
  const actor = MailingListContext.useActorRef();
  const state = MailingListContext.useSelector((s) => s.value);
  const loading = MailingListContext.useSelector((s) => s.context.loading);
  const fieldErrors = MailingListContext.useSelector((s) => s.context.fieldErrors);
  const [values, setValues] = useState<MailingListFormValues>(empty);
  const form = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const base = useId();
  const open = state === 'form' || state === 'sending' || state === 'validating' || state === 'thankYou';
  const errorOf = (field: MailingListField) => fieldErrors.find((e) => e.field === field);
  const set = (field: keyof MailingListFormValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'guest.submit', values });
    // Focus the first invalid field once the machine has checked the form (docs/product.md#form-rules).
    requestAnimationFrame(() => {
      const first = actor.getSnapshot().context.fieldErrors[0];
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first.field}"]`)?.focus();
    });
  };

  const describedBy = (field: MailingListField) => (errorOf(field) ? `${base}-${field}-error` : undefined);
  const fieldError = (field: MailingListField) => {
    const error = errorOf(field);
    return error ? (
      <p id={`${base}-${field}-error`} className={styles.error}>
        {firstFieldAlert([error], (field) => fieldLabels[field])} {fieldErrorText[error.reason]}
      </p>
    ) : null;
  };
  const inputClass = (field: MailingListField) => `${styles.input} ${errorOf(field) ? styles.invalid : ''}`;

  return (
    <ModalDialog
      open={open}
      onClose={() => actor.send({ type: 'guest.close' })}
      labelledBy={titleId}
      className={styles.dialog}
      closeOnBackdrop={false}
    >
      <div className={styles.body}>
        {state === 'thankYou' ? (
          <div className={styles.thanks}>
            <h2 id={titleId}>{mailingList.thankYou}</h2>
            <p>{m.checkInbox}</p>
            <button type="button" className={buttons.button} onClick={() => actor.send({ type: 'guest.close' })}>
              {parts.close}
            </button>
          </div>
        ) : (
          <>
            <div className={styles.head}>
              <h2 id={titleId}>{mailingList.rewardsSignupTitle}</h2>
              <button type="button" className={styles.close} onClick={() => actor.send({ type: 'guest.close' })} aria-label={parts.close}>
                ✕
              </button>
            </div>
            {/* The words the backend keeps as the guest's consent (docs/product.md#mailing-list). */}
            <p className={styles.intro}>{mailingList.rewardsSignupIntro}</p>
            <form ref={form} className={styles.form} onSubmit={submit} noValidate>
              <div className={styles.field}>
                <label htmlFor={`${base}-name`}>{m.name}</label>
                <input
                  id={`${base}-name`}
                  name="clientName"
                  className={inputClass('clientName')}
                  autoComplete="name"
                  value={values.clientName}
                  onChange={(e) => set('clientName')(e.target.value)}
                  aria-invalid={Boolean(errorOf('clientName'))}
                  aria-describedby={describedBy('clientName')}
                  required
                  minLength={4}
                />
                {fieldError('clientName')}
              </div>
              <div className={styles.field}>
                <label htmlFor={`${base}-email`}>{m.email}</label>
                <input
                  id={`${base}-email`}
                  name="clientEmail"
                  type="email"
                  className={inputClass('clientEmail')}
                  autoComplete="email"
                  value={values.clientEmail}
                  onChange={(e) => set('clientEmail')(e.target.value)}
                  aria-invalid={Boolean(errorOf('clientEmail'))}
                  aria-describedby={describedBy('clientEmail')}
                  required
                />
                {fieldError('clientEmail')}
              </div>
              <div className={styles.field}>
                <label htmlFor={`${base}-phone`}>{m.phoneNumber}</label>
                <PhoneField
                  id={`${base}-phone`}
                  name="clientPhoneNumber"
                  className={errorOf('clientPhoneNumber') ? styles.invalid : undefined}
                  value={values.clientPhoneNumber}
                  onChange={set('clientPhoneNumber')}
                  invalid={Boolean(errorOf('clientPhoneNumber'))}
                  describedBy={describedBy('clientPhoneNumber')}
                />
                {fieldError('clientPhoneNumber')}
              </div>
              <div className={styles.row}>
                <div className={styles.field}>
                  <label htmlFor={`${base}-month`}>
                    {m.birthMonth} <span className={styles.optional}>{m.optional}</span>
                  </label>
                  <select
                    id={`${base}-month`}
                    name="birthMonth"
                    value={values.birthMonth}
                    onChange={(e) => set('birthMonth')(e.target.value)}
                    aria-describedby={describedBy('birthMonth')}
                  >
                    <option value="">{m.month}</option>
                    {birthMonthChoices.map((m) => (
                      <option key={m} value={m}>
                        {m}
                      </option>
                    ))}
                  </select>
                  {fieldError('birthMonth')}
                </div>
                <div className={styles.field}>
                  <label htmlFor={`${base}-day`}>
                    {m.birthDay} <span className={styles.optional}>{m.optional}</span>
                  </label>
                  <select
                    id={`${base}-day`}
                    name="birthDay"
                    value={values.birthDay}
                    onChange={(e) => set('birthDay')(e.target.value)}
                    aria-describedby={describedBy('birthDay')}
                  >
                    <option value="">{m.day}</option>
                    {birthDayChoices.map((d) => (
                      <option key={d} value={String(d)}>
                        {d}
                      </option>
                    ))}
                  </select>
                  {fieldError('birthDay')}
                </div>
              </div>
              <div className={styles.field}>
                <label htmlFor={`${base}-ig`}>
                  {m.instagramId} <span className={styles.optional}>{m.optional}</span>
                </label>
                <input
                  id={`${base}-ig`}
                  name="IGname"
                  className={styles.input}
                  value={values.IGname}
                  onChange={(e) => set('IGname')(e.target.value)}
                  onFocus={() => set('IGname')(instagramOnFocus(values.IGname))}
                  onBlur={() => set('IGname')(instagramOnBlur(values.IGname))}
                />
              </div>
              <button type="submit" className={buttons.button} disabled={loading} aria-busy={loading}>
                {loading ? m.sending : mailingList.rewardsSignupButton}
              </button>
            </form>
          </>
        )}
      </div>
    </ModalDialog>
  );
}
