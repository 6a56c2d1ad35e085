// The delivery details and Place order (docs/product.md#food-delivery). A refused submit focuses the
// first invalid field (the order itself when it is empty) with core's alert; the fields wait while the
// order is on its way or failed, so what a retry sends is what the guest sees.
import { useId, useRef, type ComponentType, type FormEvent, type RefObject } from 'react';
import { canEdit } from '@venue/core/food-delivery/food-delivery.machine';
import { SPECIAL_REQUEST_MAX, type FoodDeliveryField } from '@venue/core/food-delivery/food-delivery-form';
import * as m from '~messages/food-delivery';
import * as ui from '~messages/ui';
import { fieldErrorText } from '../../ui/field-error-text';
import form from '../../ui/form-field.module.css';
import type { PhoneFieldProps } from '../../ui/phone-field';
import { FoodDeliveryContext } from './food-delivery-context';
import { SubmitButton } from '../../ui/submit-button';
import { AlertBar } from '../../ui/alert-bar';
import { OrderFailure } from './order-failure';
import { deliveryAlert, deliveryLabels } from './delivery-labels';
import styles from './food-delivery.module.css';

interface DeliveryFormProps {
  readonly PhoneField: ComponentType<PhoneFieldProps>;
  readonly orderHeading: RefObject<HTMLHeadingElement | null>;
}

export function DeliveryForm({ PhoneField, orderHeading }: DeliveryFormProps) {
  const actor = FoodDeliveryContext.useActorRef();
  const formRef = useRef<HTMLFormElement>(null);
  const editable = FoodDeliveryContext.useSelector(canEdit);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'guest.submit' });
    const snapshot = actor.getSnapshot();
    const first = snapshot.matches({ ordering: { editing: 'invalid' } }) ? snapshot.context.firstInvalid : null;
    if (first === null) return;
    const target = first.field === 'items' ? orderHeading.current : formRef.current?.querySelector<HTMLElement>(`[name="${first.field}"]`);
    target?.scrollIntoView({ block: 'center' });
    target?.focus({ preventScroll: true });
  };

  return (
    <section className={styles.card} aria-labelledby="food-details-title">
      <h2 id="food-details-title">{m.deliveryDetails}</h2>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.fields} disabled={!editable}>
          <legend className="visually-hidden">{m.whereAndToWhom}</legend>
          <Field field="clientName" autoComplete="name" />
          <Field field="clientEmail" autoComplete="email" type="email" />
          <Field field="clientPhoneNumber" PhoneField={PhoneField} />
          <Field field="clientAddress" autoComplete="address-line1" />
          <Field field="city" autoComplete="address-level2" />
          <Field field="zipCode" autoComplete="postal-code" optional />
          <Field field="specialRequest" optional multiline />
        </fieldset>
        <FormAlert />
        <OrderFailure />
        <PlaceOrder />
      </form>
    </section>
  );
}

interface FieldProps {
  readonly field: FoodDeliveryField;
  readonly autoComplete?: string;
  readonly type?: 'text' | 'email';
  readonly optional?: boolean;
  /** A text area (the special request). */
  readonly multiline?: boolean;
  /** The international phone input, for the phone number. */
  readonly PhoneField?: ComponentType<PhoneFieldProps>;
}

/** One field bound to the machine: its value is the machine's, each change an event, its refusal said under it. */
function Field({ field, autoComplete, type = 'text', optional = false, multiline = false, PhoneField }: FieldProps) {
  const actor = FoodDeliveryContext.useActorRef();
  const value = FoodDeliveryContext.useSelector((s) => s.context.form[field]);
  const error = FoodDeliveryContext.useSelector((s) => s.context.fieldErrors.find((e) => e.field === field) ?? null);
  const id = useId();
  const label = deliveryLabels[field];
  const errorId = error ? `${id}-error` : undefined;
  const send = (next: string) => actor.send({ type: 'guest.editField', field, value: next });
  const shared = { id, name: field, value, placeholder: label, 'aria-invalid': error !== null, 'aria-describedby': errorId };
  return (
    <div className={form.field}>
      <label htmlFor={id}>
        {label} {optional && <span className={form.optional}>{ui.optional}</span>}
      </label>
      {PhoneField ? (
        <PhoneField id={id} name={field} value={value} placeholder={label} onChange={send} invalid={error !== null} describedBy={errorId} />
      ) : multiline ? (
        <textarea
          {...shared}
          className={`${form.input} ${styles.textArea}`}
          rows={3}
          maxLength={SPECIAL_REQUEST_MAX}
          onChange={(e) => send(e.target.value)}
        />
      ) : (
        <input {...shared} className={form.input} type={type} autoComplete={autoComplete} onChange={(e) => send(e.target.value)} />
      )}
      {error && (
        <p id={errorId} className={form.error}>
          {fieldErrorText[error.reason]}
        </p>
      )}
    </div>
  );
}

/** The alert naming the first field core refused (docs/product.md#form-rules), until dismissed or the next submit. */
function FormAlert() {
  const actor = FoodDeliveryContext.useActorRef();
  const first = FoodDeliveryContext.useSelector((s) => (s.matches({ ordering: { editing: 'invalid' } }) ? s.context.firstInvalid : null));
  const alert = first === null ? null : deliveryAlert(first);
  return <AlertBar message={alert} onDismiss={() => actor.send({ type: 'guest.dismissAlert' })} className={styles.alert} />;
}

function PlaceOrder() {
  const busy = FoodDeliveryContext.useSelector((s) => s.hasTag('busy') || s.status === 'done');
  const ready = FoodDeliveryContext.useSelector(canEdit);
  return (
    <div className={styles.submitRow}>
      <SubmitButton busy={busy} busyText={m.placingOrder} ready={ready} className={styles.submit}>
        {m.placeOrder}
      </SubmitButton>
    </div>
  );
}
