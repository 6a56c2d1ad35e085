// The check-in form (docs/product.md#coat-check): core's rules, the first invalid field focused with
// core's alert, a spinner while sending, and one claim for a double tap (the machine ignores a submit
// while busy, and a retry reuses its idempotency key). A failed send keeps everything typed.
import { useEffect, useId, useRef, type ComponentType, type FormEvent } from 'react';
import { claimItemsOf, claimQuote, coatCheckFeesOf, type ClaimSettings } from '@venue/core/coatcheck/claim-fees';
import { maxNotesLength } from '@venue/core/coatcheck/claim-form';
import { canSendClaim } from '@venue/core/coatcheck/claim-flow.machine';
import * as m from '~messages/coatcheck';
import { useVenue } from '../../app/use-venue';
import { AlertBar } from '../../ui/alert-bar';
import buttons from '../../ui/button.module.css';
import { formatMoney } from '../../ui/format';
import type { PhoneFieldProps } from '../../ui/phone-field';
import { ClaimEmailField, ClaimField } from './claim-fields';
import { ClaimFlowContext } from './claim-flow-context';
import { claimFailureText, claimLabels } from './claim-words';
import { firstFieldAlert } from '../../ui/field-alert-text';
import { ClaimItems } from './claim-items';
import styles from './coatcheck-page.module.css';

interface ClaimFormProps {
  readonly PhoneField: ComponentType<PhoneFieldProps>;
  readonly settings: ClaimSettings;
}

export function ClaimForm({ PhoneField, settings }: ClaimFormProps) {
  const actor = ClaimFlowContext.useActorRef();
  const form = useRef<HTMLFormElement>(null);
  const titleId = useId();

  // Each refused submit names its first invalid field (a new object each time): focus it, in view.
  const firstInvalid = ClaimFlowContext.useSelector((s) => (s.matches({ editing: 'invalid' }) ? s.context.firstInvalid : null));
  useEffect(() => {
    if (firstInvalid === null) return;
    const target = form.current?.querySelector<HTMLElement>(`[name="${firstInvalid.field}"]`);
    target?.scrollIntoView({ block: 'center' });
    target?.focus({ preventScroll: true });
  }, [firstInvalid]);

  return (
    <section aria-labelledby={titleId} className={styles.card}>
      <h2 id={titleId}>{m.checkInItems}</h2>
      <form
        ref={form}
        className={styles.form}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          actor.send({ type: 'guest.submit' });
        }}
        noValidate
      >
        <ClaimField field="clientName">
          {({ onChange, ...control }) => <input {...control} autoComplete="off" onChange={(e) => onChange(e.target.value)} />}
        </ClaimField>
        <ClaimField field="clientPhoneNumber">
          {({ id, name, value, onChange, ...aria }) => (
            <PhoneField
              id={id}
              name={name}
              value={value}
              placeholder="+1 212 555 0123"
              onChange={onChange}
              invalid={aria['aria-invalid']}
              describedBy={aria['aria-describedby']}
            />
          )}
        </ClaimField>
        <ClaimEmailField />
        <ClaimItems fees={coatCheckFeesOf(settings)} />
        <ClaimField field="notes" optional>
          {({ onChange, ...control }) => (
            <textarea {...control} rows={3} maxLength={maxNotesLength} autoComplete="off" onChange={(e) => onChange(e.target.value)} />
          )}
        </ClaimField>
        <FeeTotal settings={settings} />
        <FormAlerts />
        <SendRow />
      </form>
    </section>
  );
}

/** The fee as the venue will charge it, from core's pricing (tax and service when the venue lists Coat Check). */
function FeeTotal({ settings }: { readonly settings: ClaimSettings }) {
  const counts = ClaimFlowContext.useSelector((s) => s.context.form.items);
  const { currency } = useVenue();
  const quote = claimQuote(claimItemsOf(counts), settings);
  const extras = quote.tax + quote.serviceCharge > 0;
  return (
    <p className={styles.fee} aria-live="polite">
      <span>{extras ? m.feeWithTaxAndService : m.fee}</span> <strong>{formatMoney(quote.total, currency)}</strong>
    </p>
  );
}

/** The alert naming the first field core refused, or why the last send made no ticket. */
function FormAlerts() {
  const actor = ClaimFlowContext.useActorRef();
  const first = ClaimFlowContext.useSelector((s) => (s.matches({ editing: 'invalid' }) ? s.context.firstInvalid : null));
  const failure = ClaimFlowContext.useSelector((s) => s.context.failure);
  const alert = first === null ? null : firstFieldAlert([first], (field) => claimLabels[field]);
  const text = alert ?? (failure === null ? null : claimFailureText(failure));
  return (
    <AlertBar
      message={text}
      onDismiss={alert === null ? null : () => actor.send({ type: 'guest.dismissAlert' })}
      className={styles.alert}
      emptyClassName={styles.alertEmpty}
    />
  );
}

function SendRow() {
  const actor = ClaimFlowContext.useActorRef();
  const ready = ClaimFlowContext.useSelector(canSendClaim);
  const sending = ClaimFlowContext.useSelector((s) => s.hasTag('busy'));
  return (
    <div className={styles.sendRow}>
      {/* aria-disabled keeps focus on the button; the machine ignores a press while it is busy. */}
      <button type="submit" className={`${buttons.button} ${styles.primary}`} aria-disabled={!ready} aria-busy={sending}>
        {sending && <span className={styles.spinner} aria-hidden="true" />}
        {m.submit}
      </button>
      <button type="button" className={buttons.ghost} aria-disabled={!ready} onClick={() => actor.send({ type: 'guest.nextGuest' })}>
        {m.startOver}
      </button>
      <span role="status" className="visually-hidden">
        {sending ? m.sending : ''}
      </span>
    </div>
  );
}
