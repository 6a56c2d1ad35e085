// The details form of a new reservation: name, e-mail, phone (the phone input) and a special request.
import type { ComponentType, FormEvent } from 'react';
import type { BookingChoice } from '@venue/core/booking/booking-choice.machine';
import { SPECIAL_REQUEST_MAX_LENGTH } from '@venue/core/booking/guest-contact-rules';
import {
  reservationPlaceholders,
  validateReservationForm,
  type ReservationField,
  type ReservationFormValues,
} from '@venue/core/booking/reservation-form';
import { orderFailureText, orderFlowPhase, submitEvents } from '@venue/core/orders/order-flow-submit';
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

interface DetailsFormProps {
  readonly choice: BookingChoice;
  readonly values: ReservationFormValues;
  readonly onChange: (values: ReservationFormValues) => void;
  readonly PhoneField: ComponentType<PhoneFieldProps>;
}

export function DetailsForm({ choice, values, onChange, PhoneField }: DetailsFormProps) {
  const actor = ReservationOrderContext.useActorRef();
  const phase = ReservationOrderContext.useSelector(orderFlowPhase);
  const failure = ReservationOrderContext.useSelector((s) => orderFailureText(s.context));
  const { formRef: ref, alert, dismissAlert, errorFor, edited, judged } = useJudgedForm<ReservationField>();

  const errorOf = (field: ReservationField): string | null => {
    const reason = errorFor(field)?.reason;
    if (reason === undefined) return null;
    return reason === 'out-of-range' ? `Please keep it under ${SPECIAL_REQUEST_MAX_LENGTH} characters.` : fieldErrorText[reason];
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
    <form ref={ref} className={styles.form} onSubmit={submit} noValidate aria-label="Your details">
      <ContactFields values={values} labels={reservationPlaceholders} errorOf={errorOf} onChange={set} PhoneField={PhoneField} />
      <SpecialRequestField
        label={reservationPlaceholders.specialRequest}
        value={values.specialRequest}
        onChange={(value) => set('specialRequest', value)}
        error={errorOf('specialRequest')}
      />
      <FailureNote text={failure} />
      <FormAlert alert={alert} onDismiss={dismissAlert} />
      <div className={layout.actions}>
        <SubmitButton busy={phase === 'busy' || phase === 'reviewing'} busyText="Reserving your table…">
          {phase === 'temporaryFailure' ? 'Try again' : 'Reserve'}
        </SubmitButton>
      </div>
    </form>
  );
}
