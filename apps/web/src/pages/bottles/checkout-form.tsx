// The checkout form (docs/product.md#bottle-checkout): every field with core's rules, the promoter
// code, Pay Now. A refused submit scrolls to and focuses the first invalid field and shows core's
// alert; Pay Now does nothing while the machine is busy, so a double click places one order.
import { useId, useRef, type ComponentType, type FormEvent } from 'react';
import * as m from '~messages/bottle-checkout';
import { canSubmit } from '@venue/core/bottles/bottle-checkout.machine';
import { birthDayChoices, birthMonthChoices } from '@venue/core/forms/birth-date-field';
import { MailingListCheckbox } from '../../ui/checkout-controls';
import { SubmitButton } from '../../ui/submit-button';
import { PromoterCodeInput, PromoterCodeStatus } from '../../ui/promoter-code-input';
import { BottleCheckoutContext } from './bottle-checkout-context';
import { Field, InstagramInput, LabelledSelectField, SelectField, TextField } from './checkout-fields';
import { checkoutLabels, genderLabels } from './checkout-labels';
import { firstFieldAlert } from '../../ui/field-alert-text';
import type { PhoneFieldProps } from '../../ui/phone-field';
import checkout from '../../ui/checkout.module.css';
import styles from './checkout.module.css';

const dayChoices = birthDayChoices.map(String);

export function CheckoutForm({ PhoneField }: { readonly PhoneField: ComponentType<PhoneFieldProps> }) {
  const actor = BottleCheckoutContext.useActorRef();
  const form = useRef<HTMLFormElement>(null);
  const titleId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'guest.submit' });
    const snapshot = actor.getSnapshot();
    const first = snapshot.matches({ checkout: { form: { editing: 'invalid' } } }) ? snapshot.context.firstInvalid : null;
    if (first === null) return;
    const target = form.current?.querySelector<HTMLElement>(`[name="${first.field}"]`);
    target?.scrollIntoView({ block: 'center' });
    target?.focus({ preventScroll: true });
  };

  return (
    <section aria-labelledby={titleId} className={checkout.card}>
      <h3 id={titleId}>{m.yourDetails}</h3>
      <form ref={form} className={styles.form} onSubmit={submit} noValidate>
        <TextField field="resClientName" autoComplete="cc-name" />
        <SelectField field="resClientBirthDateMonth" choices={birthMonthChoices} />
        <SelectField field="resClientBirthDateDay" choices={dayChoices} />
        <TextField field="clientAddress" autoComplete="address-line1" />
        <LabelledSelectField field="gender" labels={genderLabels} />
        <TextField field="resClientEmail" type="email" autoComplete="email" />
        <Field field="resClientPhoneNumber">
          {({ id, name, value, placeholder, onChange, ...aria }) => (
            <PhoneField
              id={id}
              name={name}
              value={value}
              placeholder={placeholder}
              onChange={onChange}
              invalid={aria['aria-invalid']}
              describedBy={aria['aria-describedby']}
            />
          )}
        </Field>
        <TextField field="city" autoComplete="address-level2" />
        <TextField field="zipCode" autoComplete="postal-code" optional />
        <TextField field="country" autoComplete="country-name" optional />
        <TextField field="state" autoComplete="address-level1" optional />
        <Field field="IGname" optional>
          {(control) => <InstagramInput control={control} />}
        </Field>
        <PromoterField />
        <Field field="specialRequest" optional wide>
          {({ onChange, ...control }) => <textarea {...control} rows={4} onChange={(e) => onChange(e.target.value)} />}
        </Field>
        <MailingListBox />
        <FormAlert />
        <PayNow />
      </form>
    </section>
  );
}

function PromoterField() {
  const actor = BottleCheckoutContext.useActorRef();
  const checking = BottleCheckoutContext.useSelector((s) => s.matches({ checkout: { promoter: 'validating' } }));
  const apply = () => actor.send({ type: 'guest.applyPromoterCode' });
  return (
    <Field field="promoterIGname" optional after={<PromoterCodeStatus checking={checking} />}>
      {(control) => <PromoterCodeInput {...control} onApply={apply} />}
    </Field>
  );
}

function MailingListBox() {
  const actor = BottleCheckoutContext.useActorRef();
  const checked = BottleCheckoutContext.useSelector((s) => s.context.form.mailingListSubscribe);
  return (
    <MailingListCheckbox
      checked={checked}
      className={styles.wide}
      onChange={(subscribe) => actor.send({ type: 'guest.setMailingList', subscribe })}
    />
  );
}

/** The alert naming the first field core refused (docs/product.md#form-rules), until dismissed or the next submit. */
function FormAlert() {
  const actor = BottleCheckoutContext.useActorRef();
  const first = BottleCheckoutContext.useSelector((s) =>
    s.matches({ checkout: { form: { editing: 'invalid' } } }) ? s.context.firstInvalid : null,
  );
  const alert = first === null ? null : firstFieldAlert([first], (field) => checkoutLabels[field]);
  return (
    <div role="alert" className={alert ? styles.alert : styles.alertEmpty}>
      {alert && (
        <>
          <span>{alert}</span>
          <button type="button" className={styles.alertClose} onClick={() => actor.send({ type: 'guest.dismissAlert' })}>
            {m.ok}
          </button>
        </>
      )}
    </div>
  );
}

function PayNow() {
  const ready = BottleCheckoutContext.useSelector(canSubmit);
  const submitting = BottleCheckoutContext.useSelector((s) => s.matches({ checkout: { form: 'submitting' } }));
  return (
    <div className={`${checkout.submitRow} ${styles.wide}`}>
      <SubmitButton busy={submitting} busyText={m.placingOrder} ready={ready}>
        {m.payNow}
      </SubmitButton>
    </div>
  );
}
