// The talent application form: what is typed stays here until Submit, then core's machine judges it (the first
// invalid field focused, core's alert) and sends it once; while it is on its way the Confirmation modal shows.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState, type ComponentType, type FormEvent } from 'react';
import type { TalentField, TalentSubmissionFormValues } from '@venue/core/talents/talent-submission-form';
import { talentSubmissionMachineWith } from '@venue/core/talents/talent-submission-wiring';
import { deferredPhone } from '../../app/deferred-phone';
import { inspectOptions } from '../../app/inspect';
import { talentSubmissions } from '../../app/services';
import { useSiteNavigate } from '../../routing/use-site-navigate';
import checkout from '../../ui/checkout.module.css';
import { MailingListCheckbox } from '../../ui/checkout-controls';
import { fieldErrorText } from '../../ui/field-error-text';
import form from '../../ui/form-field.module.css';
import type { PhoneFieldProps } from '../../ui/phone-field';
import { FormAlert, LabeledField } from '../../ui/form-bits';
import { SubmitButton } from '../../ui/submit-button';
import { TalentMediaLinks } from './talent-media-links';
import { TalentPhotosField } from './talent-photos-field';
import { TalentSendingDialog } from './talent-sending-dialog';
import { SocialField } from './talent-social-field';
import styles from './talent-submissions.module.css';
import { LabeledPhoneField } from '../../ui/labeled-phone-field';
import { useFormRefusal } from '../../ui/use-form-refusal';
import * as m from '~messages/talents';

const empty: TalentSubmissionFormValues = {
  talentName: '',
  talentPhoneNumber: '',
  website: '',
  talentEmail: '',
  musicStyle: '',
  priceFees: '',
  photos: [],
  facebookName: '',
  instagramName: '',
  youtubeName: '',
  mediaLinks: [''],
  biography: '',
  mailingListSubscribe: false,
  receiveSMS: false,
};

type TextField = 'talentName' | 'website' | 'talentEmail' | 'musicStyle' | 'priceFees' | 'biography';

const labels = {
  talentName: m.stageNameLabel,
  talentPhoneNumber: m.phoneLabel,
  website: m.websiteLabel,
  talentEmail: m.emailLabel,
  musicStyle: m.musicStyleLabel,
  priceFees: m.feeLabel,
  photos: m.photosLabel,
  facebookLink: m.facebookLabel,
  instagramLink: m.instagramLabel,
  youtubeLink: m.youtubeLabel,
  mediaLinks: m.mediaLinksLabel,
  biography: m.biographyLabel,
} as const;

/** The label the refusal alert names; every media link row is named by the links' placeholder. */
const labelOf = (field: TalentField): string => (field.startsWith('mediaLinks') ? m.mediaLinksLabel : labels[field as keyof typeof labels]);

export function TalentForm({ PhoneField }: { readonly PhoneField: ComponentType<PhoneFieldProps> }) {
  const navigate = useSiteNavigate();
  const logic = useMemo(() => talentSubmissionMachineWith({ port: talentSubmissions, phone: deferredPhone, navigate }), [navigate]);
  const actor = useActorRef(logic, inspectOptions());
  const sending = useSelector(actor, (s) => s.hasTag('busy'));
  const errors = useSelector(actor, (s) => s.context.fieldErrors);
  const [values, setValues] = useState(empty);
  const { formRef: ref, alert, refused, showAlert, dismissAlert } = useFormRefusal<TalentField>(labelOf);

  const errorOf = (field: TalentField): string | null => {
    const reason = errors.find((e) => e.field === field)?.reason;
    if (reason === undefined) return null;
    return field === 'priceFees' && reason === 'out-of-range' ? m.feeOutOfRange : fieldErrorText[reason];
  };
  const update = (next: Partial<TalentSubmissionFormValues>) => setValues((current) => ({ ...current, ...next }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'guest.submit', values });
    const snapshot = actor.getSnapshot();
    refused(snapshot.matches('form') ? snapshot.context.fieldErrors : []);
  };

  const text = (field: TextField, props: { type?: string; autoComplete?: string; optional?: boolean; inputMode?: 'decimal' } = {}) => (
    <LabeledField label={labels[field]} error={errorOf(field)} optional={props.optional ?? false}>
      {(control) => (
        <input
          {...control}
          name={field}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          autoComplete={props.autoComplete ?? 'off'}
          className={form.input}
          value={values[field]}
          onChange={(e) => update({ [field]: e.target.value })}
        />
      )}
    </LabeledField>
  );

  return (
    <form ref={ref} className={styles.form} onSubmit={submit} noValidate aria-label={m.yourApplication}>
      {text('talentName', { autoComplete: 'nickname' })}
      <LabeledPhoneField
        PhoneField={PhoneField}
        label={labels.talentPhoneNumber}
        name="talentPhoneNumber"
        value={values.talentPhoneNumber}
        onChange={(talentPhoneNumber) => update({ talentPhoneNumber })}
        error={errorOf('talentPhoneNumber')}
      />
      {text('website', { type: 'url', autoComplete: 'url' })}
      {text('talentEmail', { type: 'email', autoComplete: 'email' })}
      {text('musicStyle', { optional: true })}
      <LabeledField label={labels.priceFees} error={errorOf('priceFees')}>
        {(control) => (
          <input
            {...control}
            name="priceFees"
            type="number"
            min={0}
            inputMode="decimal"
            className={form.input}
            value={values.priceFees}
            onChange={(e) => update({ priceFees: e.target.value })}
          />
        )}
      </LabeledField>
      <TalentPhotosField
        photos={values.photos}
        error={errorOf('photos')}
        onChange={(photos) => update({ photos })}
        onAlert={(message) => showAlert(message, 'photos')}
      />
      <SocialField
        site="facebook"
        field="facebookLink"
        value={values.facebookName}
        error={errorOf('facebookLink')}
        onChange={(facebookName) => update({ facebookName })}
      />
      <SocialField
        site="instagram"
        field="instagramLink"
        value={values.instagramName}
        error={errorOf('instagramLink')}
        onChange={(instagramName) => update({ instagramName })}
      />
      <SocialField
        site="youtube"
        field="youtubeLink"
        value={values.youtubeName}
        error={errorOf('youtubeLink')}
        onChange={(youtubeName) => update({ youtubeName })}
      />
      <TalentMediaLinks
        links={values.mediaLinks}
        errorOf={(i) => errorOf(`mediaLinks[${i}]`)}
        onChange={(mediaLinks) => update({ mediaLinks })}
      />
      <LabeledField label={labels.biography} error={errorOf('biography')} wide>
        {(control) => (
          <textarea
            {...control}
            name="biography"
            rows={10}
            className={form.input}
            value={values.biography}
            onChange={(e) => update({ biography: e.target.value })}
          />
        )}
      </LabeledField>
      <MailingListCheckbox
        checked={values.mailingListSubscribe}
        onChange={(mailingListSubscribe) => update({ mailingListSubscribe })}
        className={styles.checkbox}
      />
      <label className={`${checkout.checkbox} ${styles.checkbox}`}>
        <input type="checkbox" name="receiveSMS" checked={values.receiveSMS} onChange={(e) => update({ receiveSMS: e.target.checked })} />
        {m.agreeToSms}
      </label>
      <FormAlert alert={alert} onDismiss={dismissAlert} />
      <div className={styles.actions}>
        <SubmitButton busy={sending} busyText={m.sendingApplication}>
          {m.submit}
        </SubmitButton>
      </div>
      <TalentSendingDialog open={sending} />
    </form>
  );
}
