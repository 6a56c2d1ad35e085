// The private event request form: core's rules on submit (the first invalid field focused, core's alert), then
// the order flow's events for that moment (a submit, a retry, a fresh try after a refusal); busy, it sends
// nothing more. Everything typed stays through every failure, a taken night included.
import { useState, type ComponentType, type FormEvent } from 'react';
import {
  emptyBookingRequest,
  eventTypes,
  validateBookingRequest,
  type BookingRequestField,
  type BookingRequestValues,
} from '@venue/core/booking/booking-request';
import { orderFlowPhase, submitEvents } from '@venue/core/orders/order-flow-submit';
import { clientInfo } from '../../app/client-info';
import { deferredPhone } from '../../app/deferred-phone';
import { ContactFields } from '../../ui/contact-fields';
import { ErrorPanel } from '../../ui/error-panel';
import { FormAlert, LabeledField } from '../../ui/form-bits';
import form from '../../ui/form-field.module.css';
import { PageSkeleton } from '../../ui/page-skeleton';
import type { PhoneFieldProps } from '../../ui/phone-field';
import { SpecialRequestField } from '../../ui/special-request-field';
import { SubmitButton } from '../../ui/submit-button';
import { useJudgedForm } from '../../ui/use-form-refusal';
import layout from '../../ui/form-layout.module.css';
import { BlockDialog } from './block-dialog';
import { BookingFlowContext, NightChoiceContext } from './booking-flow-context';
import { bookingFieldText, eventTypeWord } from './booking-words';
import { NightFields } from './night-fields';
import { RequestFailure } from './request-failure';
import styles from './booking.module.css';
import * as m from '~messages/booking';

const labels = {
  eventDate: m.dateLegend,
  startTime: m.startTime,
  endTime: m.endTime,
  noOfGuests: m.noOfGuests,
  eventType: m.eventType,
  specialRequest: m.specialRequestLabel,
  clientName: m.yourName,
  clientEmail: m.yourEmail,
  clientPhoneNumber: m.phoneNumber,
} satisfies Record<BookingRequestField, string>;

interface BookingFormProps {
  readonly PhoneField: ComponentType<PhoneFieldProps>;
}

export function BookingForm({ PhoneField }: BookingFormProps) {
  const choice = NightChoiceContext.useActorRef();
  const loading = NightChoiceContext.useSelector((s) => s.matches('loadingBlocks'));
  const unavailable = NightChoiceContext.useSelector((s) => s.matches('blocksUnavailable'));
  const flow = BookingFlowContext.useActorRef();
  const phase = BookingFlowContext.useSelector(orderFlowPhase);
  const [values, setValues] = useState<BookingRequestValues>(emptyBookingRequest);
  const { formRef: ref, alert, dismissAlert, errorFor, edited, judged } = useJudgedForm<BookingRequestField>((field) => labels[field]);

  if (loading) return <PageSkeleton />;
  if (unavailable)
    return (
      <ErrorPanel level={2} title={m.unavailableTitle} message={m.blocksUnavailable} onRetry={() => choice.send({ type: 'guest.retry' })} />
    );

  const errorOf = (field: BookingRequestField): string | null => {
    const error = errorFor(field);
    return error ? bookingFieldText(error) : null;
  };
  const change = (changes: Partial<BookingRequestValues>) => setValues((current) => ({ ...current, ...changes }));
  const set = (field: keyof BookingRequestValues, value: string) => {
    change({ [field]: value });
    edited(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { date, time, guests } = choice.getSnapshot().context;
    const result = validateBookingRequest({ night: { date, time, guests }, values, phone: deferredPhone, client: clientInfo() });
    const request = judged(result);
    if (request === null) return;
    for (const next of submitEvents(orderFlowPhase(flow.getSnapshot()), request)) flow.send(next);
  };

  return (
    <form ref={ref} className={styles.form} onSubmit={submit} noValidate aria-label={m.formLabel}>
      <fieldset className={layout.group}>
        <legend>{m.yourNight}</legend>
        <NightFields values={values} onChange={change} errorOf={errorOf} onEdited={edited} />
      </fieldset>
      <fieldset className={layout.group}>
        <legend>{m.yourEvent}</legend>
        <LabeledField label={labels.eventType} error={errorOf('eventType')}>
          {(control) => (
            <select
              {...control}
              name="eventType"
              className={form.input}
              value={values.eventType}
              onChange={(e) => set('eventType', e.target.value)}
            >
              <option value="">{m.chooseEventType}</option>
              {eventTypes.map((type) => (
                <option key={type} value={type}>
                  {eventTypeWord(type)}
                </option>
              ))}
            </select>
          )}
        </LabeledField>
        <SpecialRequestField
          label={labels.specialRequest}
          value={values.specialRequest}
          onChange={(value) => set('specialRequest', value)}
          error={errorOf('specialRequest')}
          wide
        />
      </fieldset>
      <ContactFields values={values} labels={labels} errorOf={errorOf} onChange={set} PhoneField={PhoneField} />
      <RequestFailure />
      <FormAlert alert={alert} onDismiss={dismissAlert} />
      <div className={layout.actions}>
        <SubmitButton busy={phase === 'busy'} busyText={m.sending}>
          {phase === 'temporaryFailure' ? m.tryAgain : m.send}
        </SubmitButton>
      </div>
      <BlockDialog />
    </form>
  );
}
