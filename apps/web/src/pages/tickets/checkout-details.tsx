// The guest's details (docs/product.md#tickets): name, e-mail, phone, the promoter code and the
// mailing list, with core's rules. A refused submit focuses the first invalid field and shows
// core's alert; the button does nothing while the order is on its way, so a double click places
// one order; a failure keeps everything typed and says what to do.
import { useId, useRef, type ComponentType, type FormEvent, type ReactNode } from 'react';
import type { TicketCheckoutTextField } from '@venue/core/tickets/ticket-checkout-form';
import * as m from '~messages/tickets';
import * as promoter from '~messages/promoter-discount';
import { canSubmit } from '@venue/core/tickets/ticket-checkout.machine';
import { checkoutQuote, promoterWinOf } from '@venue/core/tickets/ticket-checkout-setup';
import { useVenue } from '../../app/use-venue';
import buttons from '../../ui/button.module.css';
import { formatMoney } from '../../ui/format';
import checkout from '../../ui/checkout.module.css';
import { MailingListCheckbox } from '../../ui/checkout-controls';
import { SubmitButton } from '../../ui/submit-button';
import { fieldAria, LabelledField } from '../../ui/labelled-field';
import { PromoterCodeInput, PromoterCodeStatus } from '../../ui/promoter-code-input';
import form from '../../ui/form-field.module.css';
import type { PhoneFieldProps } from '../../ui/phone-field';
import { firstFieldAlert } from '../../ui/field-alert-text';
import { CheckoutFailure } from './checkout-failure';
import { TicketCheckoutContext } from './ticket-checkout-context';
import styles from './tickets.module.css';

const labels = {
  clientName: m.fullName,
  clientEmail: m.contactEmail,
  clientPhoneNumber: m.cellPhone,
  promoterIGname: m.promoterInstagram,
} satisfies Record<TicketCheckoutTextField, string>;

interface Control {
  readonly id: string;
  readonly name: TicketCheckoutTextField;
  readonly value: string;
  readonly className: string | undefined;
  readonly 'aria-invalid': boolean;
  readonly 'aria-describedby': string | undefined;
  readonly onChange: (value: string) => void;
}

interface FieldProps {
  readonly field: TicketCheckoutTextField;
  readonly optional?: boolean;
  readonly children: (control: Control) => ReactNode;
  readonly after?: ReactNode;
}

function Field({ field, optional = false, children, after }: FieldProps) {
  const actor = TicketCheckoutContext.useActorRef();
  const value = TicketCheckoutContext.useSelector((s) => s.context.form[field]);
  const error = TicketCheckoutContext.useSelector((s) => s.context.fieldErrors.find((e) => e.field === field) ?? null);
  const id = useId();
  return (
    <LabelledField id={id} label={labels[field]} optional={optional} error={error} after={after}>
      {children({
        id,
        name: field,
        value,
        className: form.input,
        ...fieldAria(id, error),
        onChange: (next) => actor.send({ type: 'guest.editField', field, value: next }),
      })}
    </LabelledField>
  );
}

const textInput =
  (type: 'text' | 'email', autoComplete: string) =>
  ({ onChange, ...control }: Control) => (
    <input {...control} type={type} autoComplete={autoComplete} onChange={(e) => onChange(e.target.value)} />
  );

export function CheckoutDetails({ PhoneField }: { readonly PhoneField: ComponentType<PhoneFieldProps> }) {
  const actor = TicketCheckoutContext.useActorRef();
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const before = actor.getSnapshot();
    actor.send({ type: before.matches({ checkout: { form: 'interrupted' } }) ? 'guest.retry' : 'guest.submit' });
    const first = actor.getSnapshot().context.firstInvalid;
    if (first === null || !actor.getSnapshot().hasTag('warning')) return;
    const target = formRef.current?.querySelector<HTMLElement>(`[name="${first.field}"]`);
    target?.scrollIntoView({ block: 'center' });
    target?.focus({ preventScroll: true });
  };

  return (
    <section aria-labelledby={titleId} className={checkout.card}>
      <h2 id={titleId}>{m.yourDetails}</h2>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        <Field field="clientName">{textInput('text', 'name')}</Field>
        <Field field="clientEmail">{textInput('email', 'email')}</Field>
        <Field field="clientPhoneNumber">
          {({ id, name, value, onChange, ...aria }) => (
            <PhoneField
              id={id}
              name={name}
              value={value}
              placeholder={labels.clientPhoneNumber}
              onChange={onChange}
              invalid={aria['aria-invalid']}
              describedBy={aria['aria-describedby']}
            />
          )}
        </Field>
        <PromoterField />
        <MailingListBox />
        <FormAlert />
        <CheckoutFailure />
        <PlaceOrder />
      </form>
    </section>
  );
}

function PromoterField() {
  const actor = TicketCheckoutContext.useActorRef();
  const checking = TicketCheckoutContext.useSelector((s) => s.matches({ checkout: { promoter: 'validating' } }));
  const discount = TicketCheckoutContext.useSelector((s) => promoterWinOf(s.context)?.discount ?? null);
  const total = TicketCheckoutContext.useSelector((s) => promoterWinOf(s.context)?.total ?? null);
  const { currency } = useVenue();
  const success =
    discount === null || total === null
      ? null
      : promoter.promoterWon(
          <bdi key="discount">{formatMoney(discount, currency)}</bdi>,
          <bdi key="total">{formatMoney(total, currency)}</bdi>,
        );
  const apply = () => actor.send({ type: 'guest.applyPromoterCode' });
  return (
    <Field field="promoterIGname" optional after={<PromoterCodeStatus checking={checking} message={success} />}>
      {(control) => <PromoterCodeInput {...control} onApply={apply} />}
    </Field>
  );
}

function MailingListBox() {
  const actor = TicketCheckoutContext.useActorRef();
  const checked = TicketCheckoutContext.useSelector((s) => s.context.form.mailingListSubscribe);
  return <MailingListCheckbox checked={checked} onChange={(subscribe) => actor.send({ type: 'guest.setMailingList', subscribe })} />;
}

/** Core's alert for the first invalid field, or the ask for a ticket, until dismissed or the next submit. */
function FormAlert() {
  const actor = TicketCheckoutContext.useActorRef();
  const alert = TicketCheckoutContext.useSelector((s) => {
    if (!s.hasTag('warning')) return null;
    if (s.context.emptyCart) return m.noTickets;
    return s.context.firstInvalid === null ? null : firstFieldAlert([s.context.firstInvalid], (field) => labels[field]);
  });
  return (
    <div role="alert">
      {alert && (
        <p className={styles.alert}>
          {alert}{' '}
          <button type="button" className={buttons.ghost} onClick={() => actor.send({ type: 'guest.dismissAlert' })}>
            {m.ok}
          </button>
        </p>
      )}
    </div>
  );
}

function PlaceOrder() {
  const ready = TicketCheckoutContext.useSelector(canSubmit);
  const sending = TicketCheckoutContext.useSelector((s) => s.matches({ checkout: { form: 'sending' } }) || s.status === 'done');
  const free = TicketCheckoutContext.useSelector((s) => checkoutQuote(s.context).total === 0);
  return (
    <div className={checkout.submitRow}>
      <SubmitButton busy={sending} busyText={m.placingOrder} ready={ready}>
        {free ? m.bookFreeTickets : m.continueToPayment}
      </SubmitButton>
    </div>
  );
}
