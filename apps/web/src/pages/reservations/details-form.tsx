// The details form of a new reservation: name, e-mail, phone (the phone input) and a special request.
import type { ComponentType, FormEvent } from 'react';
import type { BookingChoice } from '@venue/core/booking/booking-choice.machine';
import { SPECIAL_REQUEST_MAX_LENGTH } from '@venue/core/booking/guest-contact-rules';
import { validateReservationForm, type ReservationField, type ReservationFormValues } from '@venue/core/booking/reservation-form';
import { orderFailure, orderFlowPhase, submitEvents } from '@venue/core/orders/order-flow-submit';
import { orderFailureText } from '../../ui/order-failure-text';
import { clientInfo } from '../../app/client-info';
import { deferredPhone } from '../../app/deferred-phone';
import { ContactFields } from '../../ui/contact-fields';
import { fieldErrorText } from '../../ui/field-error-text';
import { FailureNote, FormAlert } from '../../ui/form-bits';
import type { PhoneFieldProps } from '../../ui/phone-field';
import { SpecialRequestField } from '../../ui/special-request-field';
import { SubmitButton } from '../../ui/submit-button';
import { useJudgedForm } from '../../ui/use-form-refusal';
import layout from '../../ui/form-layout.module.css';
import { ReservationOrderContext } from './reservation-order-context';
import styles from './reservations.module.css';
import * as m from '~messages/reservations';

const labels = {
  clientName: m.fullName,
  clientEmail: m.contactEmail,
  clientPhoneNumber: m.cellPhone,
  specialRequest: m.specialRequestLabel,
} satisfies Record<ReservationField, string>;

interface DetailsFormProps {
  readonly choice: BookingChoice;
  readonly values: ReservationFormValues;
  readonly onChange: (values: ReservationFormValues) => void;
  readonly PhoneField: ComponentType<PhoneFieldProps>;
}

export function DetailsForm({ choice, values, onChange, PhoneField }: DetailsFormProps) {
  const actor = ReservationOrderContext.useActorRef();
  const phase = ReservationOrderContext.useSelector(orderFlowPhase);
  const failure = ReservationOrderContext.useSelector((s) => orderFailureText(orderFailure(s.context)));
  const { formRef: ref, alert, dismissAlert, errorFor, edited, judged } = useJudgedForm<ReservationField>((field) => labels[field]);

  const errorOf = (field: ReservationField): string | null => {
    const reason = errorFor(field)?.reason;
    if (reason === undefined) return null;
    return reason === 'out-of-range' ? m.keepUnder(SPECIAL_REQUEST_MAX_LENGTH) : fieldErrorText[reason];
  };
  const set = (field: ReservationField, value: string) => {
    onChange({ ...values, [field]: value });
    edited(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateReservationForm(values, choice, deferredPhone, clientInfo());
    const reservation = judged(result);
    if (reservation === null) return;
    for (const next of submitEvents(orderFlowPhase(actor.getSnapshot()), reservation)) actor.send(next);
  };

  return (
    <form ref={ref} className={styles.form} onSubmit={submit} noValidate aria-label={m.yourDetails}>
      <ContactFields values={values} labels={labels} errorOf={errorOf} onChange={set} PhoneField={PhoneField} />
      <SpecialRequestField
        label={labels.specialRequest}
        value={values.specialRequest}
        onChange={(value) => set('specialRequest', value)}
        error={errorOf('specialRequest')}
      />
      <FailureNote text={failure} />
      <FormAlert alert={alert} onDismiss={dismissAlert} />
      <div className={layout.actions}>
        <SubmitButton busy={phase === 'busy' || phase === 'reviewing'} busyText={m.reserving}>
          {phase === 'temporaryFailure' ? m.tryAgain : m.reserve}
        </SubmitButton>
      </div>
    </form>
  );
}
