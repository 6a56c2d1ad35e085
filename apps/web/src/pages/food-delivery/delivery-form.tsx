// The delivery details and Place order (docs/product.md#food-delivery). A refused submit focuses the
// first invalid field (the order itself when it is empty) with core's alert; the fields wait while the
// order is on its way or failed, so what a retry sends is what the guest sees.
import { useId, useRef, type ComponentType, type FormEvent, type ReactNode, type RefObject } from 'react';
import { canEdit } from '@venue/core/food-delivery/food-delivery.machine';
import { foodDeliveryLabels, SPECIAL_REQUEST_MAX, type FoodDeliveryField } from '@venue/core/food-delivery/food-delivery-form';
import buttons from '../../ui/button.module.css';
import { fieldErrorText } from '../../ui/field-error-text';
import form from '../../ui/form-field.module.css';
import type { PhoneFieldProps } from '../../ui/phone-field';
import { FoodDeliveryContext } from './food-delivery-context';
import { OrderFailure } from './order-failure';
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
      <h2 id="food-details-title">Delivery details</h2>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.fields} disabled={!editable}>
          <legend className="visually-hidden">Where and to whom we deliver</legend>
          <TextField field="clientName" autoComplete="name" />
          <TextField field="clientEmail" type="email" autoComplete="email" />
          <Field field="clientPhoneNumber">
            {({ onChange, ...control }) => (
              <PhoneField
                id={control.id}
                name={control.name}
                value={control.value}
                placeholder={control.placeholder}
                onChange={onChange}
                invalid={control['aria-invalid']}
                describedBy={control['aria-describedby']}
              />
            )}
          </Field>
          <TextField field="clientAddress" autoComplete="street-address" />
          <TextField field="city" autoComplete="address-level2" />
          <TextField field="zipCode" autoComplete="postal-code" optional />
          <Field field="specialRequest" optional>
            {({ onChange, ...control }) => (
              <textarea {...control} rows={3} maxLength={SPECIAL_REQUEST_MAX} onChange={(e) => onChange(e.target.value)} />
            )}
          </Field>
        </fieldset>
        <FormAlert />
        <OrderFailure />
        <PlaceOrder />
      </form>
    </section>
  );
}

interface ControlProps {
  readonly id: string;
  readonly name: FoodDeliveryField;
  readonly value: string;
  readonly placeholder: string;
  readonly className: string | undefined;
  readonly 'aria-invalid': boolean;
  readonly 'aria-describedby': string | undefined;
  readonly onChange: (value: string) => void;
}

function Field({
  field,
  optional = false,
  children,
}: {
  readonly field: FoodDeliveryField;
  readonly optional?: boolean;
  readonly children: (control: ControlProps) => ReactNode;
}) {
  const actor = FoodDeliveryContext.useActorRef();
  const value = FoodDeliveryContext.useSelector((s) => s.context.form[field]);
  const error = FoodDeliveryContext.useSelector((s) => s.context.fieldErrors.find((e) => e.field === field) ?? null);
  const id = useId();
  const label = foodDeliveryLabels[field];
  return (
    <div className={`${form.field} ${field === 'specialRequest' ? styles.wide : ''}`}>
      <label htmlFor={id}>
        {label} {optional && <span className={form.optional}>(optional)</span>}
      </label>
      {children({
        id,
        name: field,
        value,
        placeholder: label,
        className: form.input,
        'aria-invalid': error !== null,
        'aria-describedby': error ? `${id}-error` : undefined,
        onChange: (next) => actor.send({ type: 'guest.editField', field, value: next }),
      })}
      {error && (
        <p id={`${id}-error`} className={form.error}>
          {fieldErrorText[error.reason]}
        </p>
      )}
    </div>
  );
}

function TextField({
  field,
  type = 'text',
  autoComplete,
  optional,
}: {
  readonly field: FoodDeliveryField;
  readonly type?: 'text' | 'email';
  readonly autoComplete: string;
  readonly optional?: boolean;
}) {
  return (
    <Field field={field} optional={optional ?? false}>
      {({ onChange, ...control }) => (
        <input {...control} type={type} autoComplete={autoComplete} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}

/** Core's alert for the first invalid field (docs/product.md#form-rules), until dismissed or the next submit. */
function FormAlert() {
  const actor = FoodDeliveryContext.useActorRef();
  const alert = FoodDeliveryContext.useSelector((s) => (s.matches({ ordering: { editing: 'invalid' } }) ? s.context.alert : null));
  return (
    <div role="alert" className={alert ? styles.alert : undefined}>
      {alert && (
        <>
          <span>{alert}</span>
          <button type="button" className={buttons.ghost} onClick={() => actor.send({ type: 'guest.dismissAlert' })}>
            OK
          </button>
        </>
      )}
    </div>
  );
}

function PlaceOrder() {
  const busy = FoodDeliveryContext.useSelector((s) => s.hasTag('busy') || s.status === 'done');
  const editable = FoodDeliveryContext.useSelector(canEdit);
  return (
    <div className={styles.submitRow}>
      {/* aria-disabled keeps focus on the button; the machine ignores a press while it is busy. */}
      <button type="submit" className={`${buttons.button} ${styles.submit}`} aria-disabled={!editable} aria-busy={busy}>
        {busy && <span className={styles.spinner} aria-hidden="true" />}
        Place order
      </button>
      <span role="status" className="visually-hidden">
        {busy ? 'Placing your order…' : ''}
      </span>
    </div>
  );
}
